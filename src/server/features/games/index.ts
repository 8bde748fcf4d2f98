import fp from 'fastify-plugin';
import { msUntilNextMidnight } from '../../../shared/dates';
import { listenForCache } from '../../lib/listen-for-cache';
import { registerRestRoutes } from '../../plugins/rest';
import { gamesAdminRestRoutes } from './games.admin.rest';
import { gamesRestRoutes } from './games.rest';
import { ensureUpcomingGames } from './games-creation.service';
import { createSubmissionBatches, type SubmissionBatches } from './submission-batches';
import { createTodaysGame, type TodaysGame } from './todays-game-cache';
import { SUBMISSIONS_CHANNEL, UnplayedGames } from './unplayed-games';

declare module 'fastify' {
  interface FastifyInstance {
    /** Games players were read not to have played a moment ago, believed while the process listens. */
    unplayedGames: UnplayedGames;
    /** Players' submissions, read and written together for the requests of one turn of the event loop. */
    submissionBatches: SubmissionBatches;
    /** The day's game, its words and its key, kept for a short while instead of read on every request. */
    todaysGame: TodaysGame;
  }
}

/** After midnight, wait this long so the new day has surely begun in GAME_TIMEZONE. */
const AFTER_MIDNIGHT_MS = 1000;
/** When the games could not be made (no words yet, database away), try again this soon. */
const RETRY_MS = 60_000;

/**
 * The daily game: creation (at start, every midnight of GAME_TIMEZONE, and by CLI), play, results, and
 * staff's list of games.
 */
export const gamesPlugin = fp<{ startup: boolean; background: boolean }>(
  async (app, { startup, background }) => {
    const unplayed = new UnplayedGames();
    app.decorate('unplayedGames', unplayed);
    app.decorate('submissionBatches', createSubmissionBatches(app.db));
    app.decorate('todaysGame', createTodaysGame(app.db));
    const unlisten = await listenForCache(
      app,
      SUBMISSIONS_CHANNEL,
      unplayed,
      'not listening to new submissions: every game read asks the database',
    );
    registerRestRoutes(app, app, [...gamesRestRoutes, ...gamesAdminRestRoutes]);

    let lastOk = true;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const ensureQuietly = async () => {
      try {
        await ensureUpcomingGames(app);
        lastOk = true;
      } catch (error) {
        app.log.warn({ err: error }, "could not ensure today's and tomorrow's games");
        lastOk = false;
      }
    };
    /** Runs at the next midnight of GAME_TIMEZONE (or sooner after a failure), then again, until closed. */
    const schedule = () => {
      if (stopped) return;
      const untilMidnight = msUntilNextMidnight(app.now(), app.config.gameTimeZone) + AFTER_MIDNIGHT_MS;
      timer = setTimeout(
        () => void ensureQuietly().then(schedule),
        lastOk ? untilMidnight : Math.min(RETRY_MS, untilMidnight),
      ).unref();
    };
    if (startup) await ensureQuietly();
    if (background) app.addHook('onReady', async () => schedule());

    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await unlisten();
      unplayed.onListening(false);
    });
  },
  { name: 'games', dependencies: ['core', 'audio', 'words'] },
);

export { ensureGame } from './games-creation.service';
export { gameAnswersOf, isGameWord, isNotGameWord, missedWordsOf } from './games.fragments';
