import type { AppDeps } from '../../deps';
import { listenForCache } from '../../lib/listen-for-cache';
import type { ServerFeature } from '../feature';
import { authRestRoutes } from './auth.rest';
import { sessionsAdminRestRoutes } from './sessions.admin.rest';
import { sweepLoginFailures } from './auth.service';
import { AUTH_CHANNEL, SessionCache } from './session-cache';
import { SessionTouches } from './session-touches';

declare module '../../deps' {
  interface AppExtensions {
    /** Sessions checked in the last seconds (absent: every request asks the database). */
    sessionCache?: SessionCache;
    /** Sessions seen and due a last_seen_at write, written together each second (absent: at once). */
    sessionTouches?: SessionTouches;
  }
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;
const sweepers = new WeakMap<AppDeps, NodeJS.Timeout>();
const unlisteners = new WeakMap<AppDeps, () => Promise<void>>();

export const authFeature: ServerFeature = {
  name: 'auth',
  restRoutes: [...authRestRoutes, ...sessionsAdminRestRoutes],
  /** The session cache, believed once the process listens to the database's announcements. */
  async setup(deps) {
    const cache = new SessionCache();
    deps.extensions.sessionCache = cache;
    deps.extensions.sessionTouches = new SessionTouches(deps.db, {
      onError: (error) => deps.log.warn({ err: error }, 'could not record when sessions were last seen'),
    });
    unlisteners.set(
      deps,
      await listenForCache(
        deps,
        AUTH_CHANNEL,
        cache,
        'not listening to session changes: every request checks its session',
      ),
    );
  },
  /** Every 10 minutes, failed logins past the hour are deleted (the table holds unknown e-mails too). */
  startBackground(deps) {
    const timer = setInterval(() => {
      sweepLoginFailures(deps).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'could not sweep login failures'),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
    sweepers.set(deps, timer);
  },
  async close(deps) {
    clearInterval(sweepers.get(deps));
    sweepers.delete(deps);
    await unlisteners.get(deps)?.();
    unlisteners.delete(deps);
    deps.extensions.sessionCache?.close();
    await deps.extensions.sessionTouches?.close();
  },
};
