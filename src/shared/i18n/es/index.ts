import type { Catalogue } from '../en';
import { account } from './account';
import { admin } from './admin';
import { archive } from './archive';
import { auth } from './auth';
import { common } from './common';
import { game } from './game';
import { layout } from './layout';
import { mail } from './mail';
import { spelling } from './spelling';
import { training } from './training';

/**
 * The Spanish catalogue (Spain/neutral, tú): one namespace file per feature, mirroring en/. Typed as
 * `Catalogue`, so a key missing here is a type error (and catalogues.test.ts names it). The words of
 * the game stay English; only the interface (staff area included) is translated.
 */
export const es: Catalogue = {
  common,
  layout,
  auth,
  admin,
  spelling,
  training,
  game,
  archive,
  account,
  mail,
};
