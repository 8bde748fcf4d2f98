import type { ServerFeature } from '../feature';
import { seedWordsCommand } from './words.commands';
import { hasAnyWord } from './words.repository';
import { wordsRestRoutes } from './words.rest';
import { readStarterBank, seedWords } from './words.seed';

/**
 * Words: the bank (seeded from the bundled starter bank on an empty database), its admin procedures
 * (admin.words.*, words.admin.router.ts) and the read API games and training use (words.read.ts).
 */
export const wordsFeature: ServerFeature = {
  name: 'words',
  restRoutes: wordsRestRoutes,
  preflights: {
    '/admin/words/:wordId': (api, params) => api.admin.words.byId({ wordId: params.wordId ?? '' }),
  },
  async onStart(deps) {
    if (await hasAnyWord(deps.db)) return;
    const started = performance.now();
    const result = await seedWords(deps, readStarterBank(), { trusted: true });
    deps.log.info(
      { added: result.added, failed: result.failed, ms: Math.round(performance.now() - started) },
      'loaded the starter word bank',
    );
  },
  cliCommands: [seedWordsCommand],
};
