import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { DatabaseHandle, Db } from '../db/database';
import { RateLimiter } from '../lib/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Db;
    now: () => Date;
    /** Attempts a minute per client (`clientAddressOf`) on login, sign-up, recovery, reset and the waiting list (shared by every process). */
    ipLimiter: RateLimiter;
  }
}

export interface CorePluginOptions {
  config: Config;
  database: DatabaseHandle;
  /** Close the database with the app (it was opened for it, not handed in by a test). */
  ownsDatabase: boolean;
  now: () => Date;
}

/** What every feature stands on: the configuration, the database, the clock and the per-client limiter. */
export const corePlugin = fp<CorePluginOptions>(
  async (app, { config, database, ownsDatabase, now }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('now', now);
    app.decorate(
      'ipLimiter',
      new RateLimiter(database.db, {
        limit: config.rateLimitPerMinute,
        windowMs: 60_000,
        now,
        onSweepError: (error) => app.log.warn({ err: error }, 'could not sweep ended rate-limit windows'),
      }),
    );
    // The last onClose hook to run (Fastify runs them in reverse order): after every feature's.
    if (ownsDatabase) app.addHook('onClose', () => database.close());
  },
  { name: 'core' },
);
