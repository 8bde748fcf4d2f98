import { account } from './account';
import { archive } from './archive';
import { auth } from './auth';
import { common } from './common';
import { game } from './game';
import { layout } from './layout';
import { spelling } from './spelling';
import { training } from './training';

/**
 * The namespaces a player's pages show: what the browser holds from the start. The staff area's come with
 * its own bundle; e-mails stay on the server.
 */
export const playerCatalogue = { common, layout, auth, spelling, training, game, archive, account };
