import type { Catalogue } from '../en';
import type { playerCatalogue as englishPlayerCatalogue } from '../en/player';
import { account } from './account';
import { archive } from './archive';
import { auth } from './auth';
import { common } from './common';
import { game } from './game';
import { layout } from './layout';
import { spelling } from './spelling';
import { training } from './training';

/** The Spanish of `en/player.ts`: the namespaces a player's pages show. */
export const playerCatalogue: Pick<Catalogue, keyof typeof englishPlayerCatalogue> = {
  common,
  layout,
  auth,
  spelling,
  training,
  game,
  archive,
  account,
};
