import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { ensureGame } from './games-creation.service';
import { insertWords, testClock, wordSpecs } from './games.test-factory';

let t: TestApp;
const clock = testClock('2026-11-01T12:00:00Z');
const SIX = ['a', 'b', 'c', 'd', 'e', 'f'];
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await insertWords(t.deps.db, wordSpecs(30, 'st'));
});
afterAll(() => t.close());

describe('games.stats', () => {
  it('counts daily games played on their day as a streak, and archive plays only as games played', async () => {
    const player = await createPlayer(t.deps);
    const api = await callerFor(t.deps, player.token);
    expect(await api.games.stats()).toEqual({ played: 0, averageScore: null, currentStreak: 0, longestStreak: 0 });

    // Played on their day: Nov 1, 2, 3; missed Nov 4; Nov 5 and 6 on their day.
    for (const day of ['01', '02', '03', '05', '06']) {
      clock.set(`2026-11-${day}T18:00:00Z`);
      const game = await api.games.daily();
      await api.games.submit({ gameId: game.id, guesses: SIX });
    }
    // Nov 4 played later, from the archive: it counts as played but does not mend the streak.
    const missed = await ensureGame(t.deps, '20261104');
    await api.games.submit({ gameId: missed.id, guesses: SIX });

    const stats = await api.games.stats();
    expect(stats.played).toBe(6);
    expect(stats.averageScore).toBe(0);
    expect(stats.longestStreak).toBe(3);
    expect(stats.currentStreak).toBe(2);

    clock.set('2026-11-07T09:00:00Z'); // today not played yet: the streak still stands
    expect((await api.games.stats()).currentStreak).toBe(2);
    clock.set('2026-11-08T09:00:00Z'); // yesterday missed: broken
    expect((await api.games.stats()).currentStreak).toBe(0);
  });

  it('gives the countdown the start of the next game in GAME_TIMEZONE', async () => {
    const player = await createPlayer(t.deps);
    clock.set('2026-11-21T22:15:00Z');
    const clockNow = await (await callerFor(t.deps, player.token)).games.clock();
    expect(clockNow).toEqual({
      today: '20261121',
      nextGameAt: '2026-11-22T00:00:00.000Z',
      msUntilNextGame: 105 * 60_000, // 1 h 45 min
    });
  });
});

describe('the game page', () => {
  it('answers 404 for an unknown or future game, 200 for a past one', async () => {
    const player = await createPlayer(t.deps);
    clock.set('2026-11-21T12:00:00Z');
    const past = await ensureGame(t.deps, '20261120');
    const future = await ensureGame(t.deps, '20261125');
    const page = (id: string) =>
      t.app.inject({ method: 'GET', url: `/games/${id}`, cookies: { sd_session: player.token } });
    expect((await page(past.id)).statusCode).toBe(200);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', future.id]) {
      const res = await page(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toContain('Oopsy daisy.');
    }
  });
});
