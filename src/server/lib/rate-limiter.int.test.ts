import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { countingStatements } from '../../../test/support/statement-counter';
import { testConfig } from '../../../test/support/test-app';
import { createTestDatabase } from '../../../test/support/test-database';
import { RateLimiter } from './rate-limiter';

let database: DatabaseHandle;
let apps: FastifyInstance[];

beforeAll(async () => {
  database = await createTestDatabase();
  // Two instances of the app on one database, as two processes behind a load balancer would be.
  apps = await Promise.all(
    [1, 2].map(async () => {
      const { app } = await buildApp(testConfig({ RATE_LIMIT_PER_MINUTE: '3' }), {
        database,
        logger: false,
        startup: false,
      });
      await app.ready();
      return app;
    }),
  );
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.close();
});

const MINUTE = 60_000;
/** Tomorrow, so the app instances' own sweeps (on the real clock) leave these tests' windows alone. */
const tomorrow = () => Date.now() + 24 * 60 * MINUTE;

function limiterAt(clock: { now: number }, limit = 2, db = database.db) {
  return new RateLimiter(db, {
    limit,
    windowMs: MINUTE,
    now: () => new Date(clock.now),
    onSweepError: (error) => {
      throw error;
    },
  });
}

const windowKeys = async () =>
  (await database.db.selectFrom('rate_limit_windows').select('key').execute()).map((row) => row.key);

describe('the per-client limit', () => {
  it('holds across instances of the app on one database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `nobody${i}@example.com`, password: 'Whatever-Lamp-1' },
        remoteAddress: '192.0.2.200',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json()).toEqual({ error: 'too_many_requests' });
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('counts each window from its first attempt, and starts anew once it ends', async () => {
    const clock = { now: tomorrow() };
    const limiter = limiterAt(clock);
    expect(await limiter.hit('window-test')).toBe(0);
    clock.now += 20_000;
    expect(await limiter.hit('window-test')).toBe(0);
    expect(await limiter.hit('window-test')).toBe(40); // seconds left of the window
    clock.now += 40_000;
    expect(await limiter.hit('window-test')).toBe(0);
  });

  it('costs one statement an attempt', async () => {
    const counter = countingStatements(database.db);
    const clock = { now: Date.now() };
    const limiter = limiterAt(clock, 2, counter.db);
    await limiter.hit('warm-up'); // the first attempt of a process also sweeps, off the request's path
    await new Promise((resolve) => setTimeout(resolve, 50));
    counter.count = 0;
    await limiter.hit('one-statement');
    expect(counter.count).toBe(1);
  });

  it('deletes the windows that have ended, at most every 10 minutes', async () => {
    const clock = { now: tomorrow() + 60 * MINUTE };
    const limiter = limiterAt(clock);
    await limiter.hit('sweep-old');
    clock.now += 5 * MINUTE;
    await limiter.hit('sweep-recent');
    expect(await windowKeys()).toEqual(expect.arrayContaining(['sweep-old', 'sweep-recent']));
    clock.now += 5 * MINUTE + 30_000; // 'sweep-recent' ended 4.5 minutes ago, 'sweep-old' 9.5
    await limiter.hit('sweep-trigger'); // 10 minutes after the first sweep: sweeps again
    await new Promise((resolve) => setTimeout(resolve, 50));
    const keys = await windowKeys();
    expect(keys).toContain('sweep-trigger');
    expect(keys).not.toContain('sweep-old');
    expect(keys).not.toContain('sweep-recent');
  });
});
