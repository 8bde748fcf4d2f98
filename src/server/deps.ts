import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle, Db } from './db/database';
import type { RateLimiter } from './lib/rate-limiter';

/**
 * Everything a service needs from the outside world, made once per process by buildApp.
 * Features that own a long-lived part (audio, mail) add it here.
 */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Attempts a minute per IP on login, sign-up, recovery, reset and the waiting list (shared by every process). */
  ipLimiter: RateLimiter;
  extensions: AppExtensions;
}

/** Long-lived parts registered by features (see src/server/features/<name>/index.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppExtensions {}
