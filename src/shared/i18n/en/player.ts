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

/**
 * The namespaces a player's pages show. The browser holds those of the frame and today's game from the
 * start and each other page's with that page's chunk (src/client/app/messages.ts); the staff area's come
 * with its own bundle; e-mails stay on the server.
 */
export const playerCatalogue = {
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
