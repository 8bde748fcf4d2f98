import fp from 'fastify-plugin';
import { registerPreflight } from '../../plugins/page-preflight';
import { registerRestRoutes } from '../../plugins/rest';
import { wordsAdminRestRoutes } from './words.admin.rest';
import { syncStarterBank } from './words.starter-sync';

/**
 * Words: the bank (the bundled starter bank on an empty database, and each new edition of it on an
 * older one, synced at start), its admin procedures (admin.words.*, words.admin.router.ts) and the
 * read API games and training use (words.read.ts).
 */
export const wordsPlugin = fp<{ startup: boolean }>(
  async (app, { startup }) => {
    registerRestRoutes(app, app, wordsAdminRestRoutes);
    registerPreflight('/admin/words/:wordId', (api, params) => api.admin.words.byId({ wordId: params.wordId ?? '' }));
    if (startup) {
      const started = performance.now();
      const result = await syncStarterBank(app);
      if (result) {
        app.log.info({ ...result, ms: Math.round(performance.now() - started) }, 'synced the starter word bank');
      }
    }
  },
  { name: 'words', dependencies: ['core', 'audio'] },
);
