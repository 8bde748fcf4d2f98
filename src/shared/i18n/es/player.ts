import type { Catalogue } from '../en';
import type { playerCatalogue as englishPlayerCatalogue } from '../en/player';
import { account } from './account';
import { archive } from './archive';
import { beta } from './beta';
import { common } from './common';
import { game } from './game';
import { layout } from './layout';
import { login } from './login';
import { menu } from './menu';
import { result } from './result';
import { spelling } from './spelling';
import { training } from './training';

/** The Spanish of `en/player.ts`: the namespaces a player's pages show. */
export const playerCatalogue: Pick<Catalogue, keyof typeof englishPlayerCatalogue> = {
  common,
  layout,
  menu,
  login,
  beta,
  spelling,
  training,
  game,
  result,
  archive,
  account,
};
