import fp from 'fastify-plugin';
import { registerRestRoutes } from '../../plugins/rest';
import { wordsAdminRestRoutes } from './words.admin.rest';
import { syncStarterBank } from './words.starter-sync';
import { adoptClipsAsTheyAreMade, moveWordsToCurrentVoice } from './words.voice';

export {
  findClipHashes,
  findPlayerWords,
  findSpellings,
  findWordLabels,
  isAccepted,
  packSpellings,
  playerWordOf,
  playerWordsToJoin,
  selectWords,
  spellingsOf,
  unpackSpellings,
  variantsOf,
  wordsToJoin,
} from './words.read';

/**
 * Words: the bank (the bundled starter bank on an empty database, and each new edition of it on an
 * older one, synced at start; after a change of voice, its clips made again in the background), its admin procedures (admin.words.*, words.admin.router.ts) and the
 * read API and query fragments games and training use (words.read.ts, exported here).
 */
export const wordsPlugin = fp<{ startup: boolean }>(
  async (app, { startup }) => {
    registerRestRoutes(app, app, wordsAdminRestRoutes);
    adoptClipsAsTheyAreMade(app);
    if (startup) {
      const started = performance.now();
      const result = await syncStarterBank(app);
      if (result) {
        app.log.info({ ...result, ms: Math.round(performance.now() - started) }, 'synced the starter word bank');
      }
      const moved = await moveWordsToCurrentVoice(app);
      if (moved.texts > 0) {
        app.log.info(
          moved,
          'words of an earlier voice: their texts are queued in the current one; old clips serve meanwhile',
        );
      }
    }
  },
  { name: 'words', dependencies: ['core', 'audio'] },
);
