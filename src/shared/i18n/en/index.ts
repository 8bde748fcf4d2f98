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

/** The English catalogue: one namespace file per feature, merged here. */
export const en = {
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

/** The shape every locale's catalogue must have (a missing key is a type error and a test failure). */
export type Catalogue = typeof en;
