import type { ServerFeature } from '../feature';
import { reportWordsCommand, seedWordsCommand } from './words.commands';
import { wordsRestRoutes } from './words.rest';
import { syncStarterBank } from './words.starter-sync';

/**
 * Words: the bank (the bundled starter bank on an empty database, and each new edition of it on an
 * older one), its admin procedures (admin.words.*, words.admin.router.ts) and the read API games and
 * training use (words.read.ts).
 */
export const wordsFeature: ServerFeature = {
  name: 'words',
  restRoutes: wordsRestRoutes,
  async onStart(deps) {
    const started = performance.now();
    const result = await syncStarterBank(deps);
    if (result) {
      deps.log.info({ ...result, ms: Math.round(performance.now() - started) }, 'synced the starter word bank');
    }
  },
  cliCommands: [seedWordsCommand, reportWordsCommand],
};
