import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';

let t: TestApp;
let adminToken: string;
let gameId: string;
const GAMES = 61;
const words: { id: string; number: number; canonical: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createPlayer(t.deps, { roles: ['admin'] })).token;
  for (const canonical of ['rhythm', 'necessary', 'accommodate', 'separate', 'definitely', 'embarrass', 'occurrence']) {
    words.push(
      await t.deps.db
        .insertInto('words')
        .values({ canonical, definition: `The word ${canonical}.`, sentence1: 'One.', sentence2: 'Two.' })
        .returning(['id', 'number', 'canonical'])
        .executeTakeFirstOrThrow(),
    );
  }
  for (let i = 0; i < GAMES; i += 1) {
    const game = await t.deps.db
      .insertInto('games')
      .values({ date: addDays('20260101', i) })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Positions stored out of order: the page must follow position, not insertion.
    const count = i === 0 ? 0 : 6;
    for (const position of [5, 0, 3, 1, 4, 2].slice(0, count)) {
      await t.deps.db
        .insertInto('game_words')
        .values({ game_id: game.id, position, word_id: words[(position + i) % words.length]?.id ?? '' })
        .execute();
    }
    if (i === 30) gameId = game.id;
  }
});
afterAll(() => t.close());

const get = (url: string, token = adminToken) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/admin/games', () => {
  it('pages newest date first with after = the last date: no overlap, no gap', async () => {
    const dates: string[] = [];
    let after = '';
    for (;;) {
      const res = await get(`/api/admin/games?after=${after}`);
      expect(res.statusCode).toBe(200);
      const page = res.json<{ games: { date: string; wordCount: number }[] }>().games;
      expect(page.length).toBeLessThanOrEqual(50);
      dates.push(...page.map((g) => g.date));
      if (page.length < 50) break;
      after = page.at(-1)?.date ?? '';
    }
    expect(dates).toHaveLength(GAMES);
    expect(new Set(dates).size).toBe(GAMES);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(addDays('20260101', GAMES - 1));
  });

  it("counts each game's words and caps limit at 50", async () => {
    const all = (await get('/api/admin/games?limit=1000')).json<{ games: { date: string; wordCount: number }[] }>()
      .games;
    expect(all).toHaveLength(50);
    const last = (await get(`/api/admin/games?after=${addDays('20260101', 1)}`)).json<{
      games: { date: string; wordCount: number }[];
    }>();
    expect(last.games).toEqual([expect.objectContaining({ date: '20260101', wordCount: 0 })]);
    expect(all[0]?.wordCount).toBe(6);
  });

  it('refuses an after that is not a date with a 400', async () => {
    const res = await get('/api/admin/games?after=yesterday');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('invalid.after');
  });
});

describe('GET /api/admin/games/:gameId', () => {
  it('answers the date and the words in game order with their number and spelling', async () => {
    const res = await get(`/api/admin/games/${gameId}`);
    expect(res.statusCode).toBe(200);
    const game = res.json<{ date: string; words: { id: string; number: number; canonical: string }[] }>();
    expect(game.date).toBe(addDays('20260101', 30));
    const expected = [0, 1, 2, 3, 4, 5].map((position) => words[(position + 30) % words.length]);
    expect(game.words).toEqual(expected);
  });

  it('answers 404 for an unknown id, and for one that is not a uuid (no game can have it)', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const unknown = await get(`/api/admin/games/${id}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'not_found' });
    }
  });

  it('renders the page for an admin, and the not-found page with HTTP 404 for an unknown id', async () => {
    const page = (id: string) =>
      t.app.inject({ method: 'GET', url: `/admin/games/${id}`, cookies: { sd_session: adminToken } });
    expect((await page(gameId)).statusCode).toBe(200);
    const missing = await page('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const notUuid = await page('abc');
    expect(notUuid.statusCode).toBe(404);
  });
});
