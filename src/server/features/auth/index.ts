import fp from 'fastify-plugin';
import { listenForCache } from '../../lib/listen-for-cache';
import { registerRestRoutes } from '../../plugins/rest';
import { authRestRoutes } from './auth.rest';
import { sweepLoginFailures } from './auth.service';
import { takeKeptLogouts } from './kept-logout';

export { endAccountSessions, forgetSessions } from './auth.service';
export type { AuthSession } from './auth.types';
export { isAcceptedNewPassword, isCommonPassword } from './common-passwords';
export { hashPassword, verifyPassword } from './password';
import { sessionsAdminRestRoutes } from './sessions.admin.rest';
import { AUTH_CHANNEL, SessionCache } from './session-cache';
import { createSessionReader, type SessionReader } from './session-reader';
import { LoginTries } from './login-tries';
import { SessionTouches } from './session-touches';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions checked in the last seconds, believed while the process listens to AUTH_CHANNEL. */
    sessionCache: SessionCache;
    /** Sessions the cache does not hold, read together for the requests of one turn of the event loop. */
    sessionReader: SessionReader;
    /** Sessions seen and due a last_seen_at write, written together each second. */
    sessionTouches: SessionTouches;
    /** Login tries in flight, counted with the failures written (a burst reads the same count). */
    loginTries: LoginTries;
  }
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Sessions: login and logout (a logout the browser kept for later included), the session cache the database's announcements keep true, the batched
 * reads of the sessions it does not hold and last-seen writes, staff's list of sessions and, in the
 * background, the sweep of old failed logins.
 */
export const authPlugin = fp<{ background: boolean }>(
  async (app, { background }) => {
    const cache = new SessionCache();
    app.decorate('sessionCache', cache);
    app.decorate('sessionReader', createSessionReader(app.db));
    app.decorate('loginTries', new LoginTries());
    app.decorate(
      'sessionTouches',
      new SessionTouches(app.db, {
        onError: (error) => app.log.warn({ err: error }, 'could not record when sessions were last seen'),
      }),
    );
    const unlisten = await listenForCache(
      app,
      AUTH_CHANNEL,
      cache,
      'not listening to session changes: every request checks its session',
    );
    takeKeptLogouts(app);
    registerRestRoutes(app, app, [...authRestRoutes, ...sessionsAdminRestRoutes]);

    // Every 10 minutes, failed logins past the hour are deleted (the table holds unknown e-mails too).
    let sweeper: NodeJS.Timeout | undefined;
    if (background) {
      app.addHook('onReady', async () => {
        sweeper = setInterval(() => {
          sweepLoginFailures(app).catch((error: unknown) =>
            app.log.warn({ err: error }, 'could not sweep login failures'),
          );
        }, SWEEP_EVERY_MS).unref();
      });
    }

    app.addHook('onClose', async () => {
      clearInterval(sweeper);
      await unlisten();
      app.sessionCache.close();
      await app.sessionTouches.close();
    });
  },
  { name: 'auth', dependencies: ['core'] },
);
