import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createPlayer, createTestApp, testConfig, type TestApp } from '../../../../test/support/test-app';
import { SESSION_IDLE_MS } from '../../../shared/constants';
import { authenticate, hashSessionToken } from './auth.service';
import { SessionTouches } from './session-touches';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;

async function lastSeenOf(token: string): Promise<Date> {
  const { rows } = await sql<{ at: Date }>`
    select last_seen_at as at from sessions where token_hash = ${hashSessionToken(token)}`.execute(t.deps.db);
  return new Date(rows[0]!.at);
}

async function lastSeenAgo(token: string, ms: number): Promise<Date> {
  const at = new Date(Date.now() - ms);
  await sql`update sessions set last_seen_at = ${at.toISOString()}::timestamptz
            where token_hash = ${hashSessionToken(token)}`.execute(t.deps.db);
  t.deps.sessionCache.clear();
  return at;
}

/**
 * Runs `body` with the app's touches replaced by ones written only when flushed, so the app's 1 s timer
 * cannot write (or empty the queue) between a request and the test's look at it.
 */
async function withTouchesWrittenOnFlush(body: (touches: SessionTouches) => Promise<void>): Promise<void> {
  const appTouches = t.deps.sessionTouches;
  const touches = new SessionTouches(t.deps.db, { flushEveryMs: 60_000 });
  t.deps.sessionTouches = touches;
  try {
    await body(touches);
  } finally {
    t.deps.sessionTouches = appTouches;
    await touches.close();
  }
}

describe('when a session was last seen', () => {
  it('is written after the request that saw it, with the sightings of other sessions', () =>
    withTouchesWrittenOnFlush(async (touches) => {
      const [first, second] = [await createPlayer(t.deps), await createPlayer(t.deps)];
      const before = await lastSeenAgo(first.token, HOUR_MS);
      await lastSeenAgo(second.token, HOUR_MS);

      expect(await authenticate(t.deps, first.token)).not.toBeNull();
      expect(await authenticate(t.deps, second.token)).not.toBeNull();
      // The request did not wait for the write.
      expect(touches.size).toBe(2);
      expect((await lastSeenOf(first.token)).getTime()).toBe(before.getTime());

      await touches.flush();
      expect(touches.size).toBe(0);
      for (const player of [first, second]) {
        expect(Date.now() - (await lastSeenOf(player.token)).getTime()).toBeLessThan(60_000);
      }
    }));

  it('counts while it waits to be written: a session read afresh from the database is not idle', () =>
    withTouchesWrittenOnFlush(async () => {
      const player = await createPlayer(t.deps);
      // Last written an hour short of the idle limit; then used, that use not yet written.
      await lastSeenAgo(player.token, SESSION_IDLE_MS - HOUR_MS);
      expect(await authenticate(t.deps, player.token)).not.toBeNull();
      // Two hours on, with the session's cached copy gone: the database alone says it is past the limit.
      t.deps.sessionCache.clear();
      const now = t.deps.now;
      t.deps.now = () => new Date(Date.now() + 2 * HOUR_MS);
      try {
        expect(await authenticate(t.deps, player.token)).not.toBeNull();
      } finally {
        t.deps.now = now;
      }
    }));

  it('is written within a moment without anyone asking', async () => {
    const player = await createPlayer(t.deps);
    await lastSeenAgo(player.token, HOUR_MS);
    await authenticate(t.deps, player.token);
    const startedAt = Date.now();
    while (Date.now() - (await lastSeenOf(player.token)).getTime() > 60_000) {
      if (Date.now() - startedAt > 5_000) throw new Error('last_seen_at not written within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('is not written again for a minute, from the cache or the database', () =>
    withTouchesWrittenOnFlush(async (touches) => {
      const player = await createPlayer(t.deps);
      await lastSeenAgo(player.token, 30_000);
      await authenticate(t.deps, player.token);
      t.deps.sessionCache.clear();
      await authenticate(t.deps, player.token);
      expect(touches.size).toBe(0);
    }));

  it('keeps the latest sighting, and never moves a stored time back', async () => {
    const player = await createPlayer(t.deps);
    const { rows } = await sql<{ id: string }>`
      select id from sessions where token_hash = ${hashSessionToken(player.token)}`.execute(t.deps.db);
    const sessionId = rows[0]!.id;
    const later = new Date(Date.now() + HOUR_MS);
    const touches = new SessionTouches(t.deps.db, { flushEveryMs: 60_000 });
    touches.seen(sessionId, new Date(Date.now() - 2 * HOUR_MS));
    touches.seen(sessionId, later);
    touches.seen(sessionId, new Date(Date.now() - HOUR_MS));
    await touches.flush();
    expect((await lastSeenOf(player.token)).getTime()).toBe(later.getTime());

    touches.seen(sessionId, new Date(Date.now() - HOUR_MS));
    await touches.close();
    expect((await lastSeenOf(player.token)).getTime()).toBe(later.getTime());
  });

  it('keeps the sightings of a failed write for the next one', async () => {
    const player = await createPlayer(t.deps);
    const { rows } = await sql<{ id: string }>`
      select id from sessions where token_hash = ${hashSessionToken(player.token)}`.execute(t.deps.db);
    const errors: unknown[] = [];
    const failing = {
      ...t.deps.db,
      getExecutor: () => {
        throw new Error('database unreachable');
      },
    } as unknown as typeof t.deps.db;
    const touches = new SessionTouches(failing, { flushEveryMs: 60_000, onError: (error) => errors.push(error) });
    touches.seen(rows[0]!.id, new Date());
    await touches.close();
    expect(errors).toHaveLength(1);
    expect(touches.size).toBe(1);
  });

  it('is written when the app closes', async () => {
    const other = await buildApp(testConfig(), { database: t.database, logger: false, startup: false });
    await other.app.ready();
    const player = await createPlayer(other.deps);
    await lastSeenAgo(player.token, HOUR_MS);
    other.deps.sessionCache.clear();
    await authenticate(other.deps, player.token);
    expect(other.deps.sessionTouches.size).toBe(1);
    await other.app.close();
    expect(Date.now() - (await lastSeenOf(player.token)).getTime()).toBeLessThan(60_000);
  });
});
