import { msUntilNextMidnight } from '../../../shared/dates';
import type { AppDeps } from '../../deps';
import { listenForCache } from '../../lib/listen-for-cache';
import type { ServerFeature } from '../feature';
import { createGamesCommand } from './games.cli';
import { gamesRestRoutes } from './games.rest';
import { ensureUpcomingGames } from './games-creation.service';
import { SUBMISSIONS_CHANNEL, UnplayedGames } from './unplayed-games';

declare module '../../deps' {
  interface AppExtensions {
    /** Games players were read not to have played a moment ago (absent: every read asks the database). */
    unplayedGames?: UnplayedGames;
  }
}

/** After midnight, wait this long so the new day has surely begun in GAME_TIMEZONE. */
const AFTER_MIDNIGHT_MS = 1000;
/** When the games could not be made (no words yet, database away), try again this soon. */
const RETRY_MS = 60_000;

interface Scheduler {
  timer?: NodeJS.Timeout;
  stopped: boolean;
  lastOk: boolean;
}
/** Per app (tests build several in one process). */
const schedulers = new WeakMap<AppDeps, Scheduler>();
const unlisteners = new WeakMap<AppDeps, () => Promise<void>>();

function schedulerOf(deps: AppDeps): Scheduler {
  let scheduler = schedulers.get(deps);
  if (!scheduler) schedulers.set(deps, (scheduler = { stopped: false, lastOk: true }));
  return scheduler;
}

async function ensureQuietly(deps: AppDeps): Promise<boolean> {
  const scheduler = schedulerOf(deps);
  try {
    await ensureUpcomingGames(deps);
    scheduler.lastOk = true;
  } catch (error) {
    deps.log.warn({ err: error }, "could not ensure today's and tomorrow's games");
    scheduler.lastOk = false;
  }
  return scheduler.lastOk;
}

/** Runs at the next midnight of GAME_TIMEZONE (or sooner after a failure), then again, until closed. */
function schedule(deps: AppDeps): void {
  const scheduler = schedulerOf(deps);
  if (scheduler.stopped) return;
  const untilMidnight = msUntilNextMidnight(deps.now(), deps.config.gameTimeZone) + AFTER_MIDNIGHT_MS;
  const delay = scheduler.lastOk ? untilMidnight : Math.min(RETRY_MS, untilMidnight);
  scheduler.timer = setTimeout(() => {
    void ensureQuietly(deps).then(() => schedule(deps));
  }, delay);
  scheduler.timer.unref();
}

/** The daily game: creation (at start, every midnight of GAME_TIMEZONE, and by CLI), play, results. */
export const gamesFeature: ServerFeature = {
  name: 'games',
  restRoutes: gamesRestRoutes,
  /** The unplayed games' memory, believed once the process listens to the database's announcements. */
  async setup(deps) {
    const unplayed = new UnplayedGames();
    deps.extensions.unplayedGames = unplayed;
    unlisteners.set(
      deps,
      await listenForCache(
        deps,
        SUBMISSIONS_CHANNEL,
        unplayed,
        'not listening to new submissions: every game read asks the database',
      ),
    );
  },
  async onStart(deps) {
    await ensureQuietly(deps);
  },
  startBackground(deps) {
    schedulerOf(deps).stopped = false;
    schedule(deps);
  },
  async close(deps) {
    const scheduler = schedulerOf(deps);
    scheduler.stopped = true;
    if (scheduler.timer) clearTimeout(scheduler.timer);
    await unlisteners.get(deps)?.();
    unlisteners.delete(deps);
    deps.extensions.unplayedGames?.onListening(false);
  },
  cliCommands: [createGamesCommand],
};

export { ensureGame, ensureGames, ensureUpcomingGames } from './games-creation.service';
