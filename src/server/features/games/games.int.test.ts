import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { ensureGame } from './games-creation.service';
import { getDailyGame } from './games.service';
import { insertWords, testClock, wordSpecs } from './games.test-factory';
import { createTodaysGame } from './todays-game-cache';
import type { Game, Submission } from '../../../shared/schemas/games.schema';

let t: TestApp;
const clock = testClock('2026-11-21T12:00:00Z');
let token: string;
let playerId: string;
const SPELLINGS = ['colour', 'color', 'grey', 'gray', 'theatre', 'theater'];

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  // Exactly 6 words: every game has all of them, so the test knows each word's spellings.
  await insertWords(t.deps.db, [
    { canonical: 'colour', variants: ['color'], difficulty: 1 },
    { canonical: 'grey', variants: ['gray'], difficulty: 2 },
    { canonical: 'theatre', variants: ['theater'], difficulty: 3 },
    { canonical: 'rhythm', difficulty: 3 },
    { canonical: 'necessary', difficulty: 4 },
    { canonical: 'accommodate', difficulty: 5 },
  ]);
  const player = await createPlayer(t.deps);
  token = player.token;
  playerId = player.account.id;
});
afterAll(() => t.close());

const get = (url: string, tok = token) => t.app.inject({ method: 'GET', url, headers: bearer(tok) });
const submit = (gameId: string, guesses: unknown, tok = token) =>
  t.app.inject({ method: 'POST', url: `/api/games/${gameId}/submissions`, headers: bearer(tok), payload: { guesses } });
const spellingsOf = async (gameId: string) => {
  const rows = await t.deps.db
    .selectFrom('game_words as gw')
    .innerJoin('words as w', 'w.id', 'gw.word_id')
    .select('w.canonical')
    .where('gw.game_id', '=', gameId)
    .orderBy('gw.position')
    .execute();
  return rows.map((r) => r.canonical);
};

describe('GET /api/games/daily', () => {
  it("answers today's game with 6 words and never a spelling before it is played", async () => {
    const res = await get('/api/games/daily');
    expect(res.statusCode).toBe(200);
    const game = res.json<Game>();
    expect(game.date).toBe('20261121');
    expect(game.words).toHaveLength(6);
    expect(game.hasSubmission).toBe(false);
    expect(game.submission).toBeUndefined();
    for (const word of game.words)
      expect(Object.keys(word).sort()).toEqual(['audioUrls', 'id', 'partOfSpeech', 'soundsLikeAnother']);
    for (const spelling of [...SPELLINGS, 'rhythm', 'necessary', 'accommodate'])
      expect(res.body).not.toContain(spelling);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/games/daily' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized' });
  });
});

describe('POST /api/games/:gameId/submissions', () => {
  it('rejects every invalid set of guesses with 400 and stores nothing', async () => {
    const game = (await get('/api/games/daily')).json<Game>();
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    const invalid: unknown[] = [
      [...six, 'g'], // 7 guesses
      six.slice(0, 5), // 5 guesses
      ['a'.repeat(31), ...six.slice(1)], // 31 letters
      ['abc1', ...six.slice(1)], // a digit
      ['two words', ...six.slice(1)], // a space inside
      ['', ...six.slice(1)], // empty
      ['café', ...six.slice(1)], // not a-z
      'abcdef',
      undefined,
    ];
    for (const guesses of invalid) {
      const res = await submit(game.id, guesses);
      expect(res.statusCode, JSON.stringify(guesses)).toBe(400);
      expect(res.json<{ errors: { code: string; message: string }[] }>().errors[0]?.code).toMatch(/^invalid\./);
    }
    const stored = await t.deps.db.selectFrom('submissions').select('id').execute();
    expect(stored).toHaveLength(0);
  });

  it('scores accepted guesses, with any accepted spelling, case-insensitively', async () => {
    const game = (await get('/api/games/daily')).json<Game>();
    const canonicals = await spellingsOf(game.id);
    // Alternative spellings for the words that have one, a wrong one for 'rhythm', upper case for another.
    const guesses = canonicals.map((c) =>
      c === 'colour' ? 'color' : c === 'grey' ? 'gray' : c === 'rhythm' ? 'rythm' : c === 'theatre' ? 'THEATER' : c,
    );
    const res = await submit(game.id, guesses);
    expect(res.statusCode).toBe(200);
    const submission = res.json<Submission>();
    expect(submission.score).toBe(5);
    expect(submission.game).toEqual({ id: game.id, date: '20261121' });
    const rhythm = submission.guesses[canonicals.indexOf('rhythm')]!;
    expect(rhythm).toEqual({ guess: 'rythm', accepted: false, acceptable: ['rhythm'] });
    expect(submission.guesses[canonicals.indexOf('colour')]).toEqual({
      guess: 'color',
      accepted: true,
      acceptable: ['colour', 'color'],
    });
    expect(submission.guesses[canonicals.indexOf('theatre')]?.guess).toBe('theater');

    const again = (await get('/api/games/daily')).json<Game>();
    expect(again.hasSubmission).toBe(true);
    expect(again.submission).toEqual(submission);
    const row = await t.deps.db.selectFrom('submissions').select(['played_on_day', 'score']).executeTakeFirstOrThrow();
    expect(row).toEqual({ played_on_day: true, score: 5 });
  });

  it('shows each guess with the spellings it was judged against, whatever staff change later', async () => {
    const game = (await get('/api/games/daily')).json<Game>();
    const played = game.submission!;
    // After the game: 'rythm' becomes a variant of 'rhythm', and 'color' is no longer one of 'colour'.
    const wordId = async (canonical: string) =>
      (await t.deps.db.selectFrom('words').select('id').where('canonical', '=', canonical).executeTakeFirstOrThrow())
        .id;
    await t.deps.db
      .insertInto('word_variants')
      .values({ word_id: await wordId('rhythm'), spelling: 'rythm', tag: null })
      .execute();
    await t.deps.db.deleteFrom('word_variants').where('spelling', '=', 'color').execute();
    try {
      const variantReads = { count: 0 };
      const db = t.deps.db.withPlugin({
        transformQuery: (args) => {
          if (JSON.stringify(args.node).includes('word_variants')) variantReads.count += 1;
          return args.node;
        },
        transformResult: (args) => Promise.resolve(args.result),
      });
      const deps = { ...t.deps, db, todaysGame: createTodaysGame(db) };
      const daily = await getDailyGame(deps, playerId);
      expect(daily.submission).toEqual(played);
      expect(variantReads.count).toBe(0); // the spellings come with the guesses
      const byId = (await get(`/api/games/${game.id}`)).json<Game>();
      const month = (await get('/api/games/202611')).json<{ games: Game[] }>().games;
      for (const shown of [byId.submission, month.find((g) => g.id === game.id)?.submission]) {
        expect(shown?.guesses.find((g) => g.guess === 'rythm')).toEqual({
          guess: 'rythm',
          accepted: false,
          acceptable: ['rhythm'],
        });
        expect(shown?.guesses.find((g) => g.guess === 'color')).toEqual({
          guess: 'color',
          accepted: true,
          acceptable: ['colour', 'color'],
        });
      }
    } finally {
      await t.deps.db.deleteFrom('word_variants').where('spelling', '=', 'rythm').execute();
      await t.deps.db
        .insertInto('word_variants')
        .values({ word_id: await wordId('colour'), spelling: 'color', tag: null })
        .execute();
    }
  });

  it('answers 409 already_submitted to a second submission', async () => {
    const game = (await get('/api/games/daily')).json<Game>();
    const res = await submit(game.id, ['a', 'b', 'c', 'd', 'e', 'f']);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'already_submitted' });
  });

  it('accepts exactly one of two concurrent submissions', async () => {
    const other = (await createPlayer(t.deps)).token;
    const game = (await get('/api/games/daily', other)).json<Game>();
    const guesses = ['a', 'b', 'c', 'd', 'e', 'f'];
    const results = await Promise.all([submit(game.id, guesses, other), submit(game.id, guesses, other)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.deps.db.selectFrom('guesses').select('submission_id').distinct().execute();
    expect(rows).toHaveLength(2); // the first player's and this one's
  });

  it('answers 404 for an unknown, malformed or future game', async () => {
    const future = await ensureGame(t.deps, '20261122');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', future.id]) {
      expect((await submit(id, ['a', 'b', 'c', 'd', 'e', 'f'])).statusCode, id).toBe(404);
    }
  });
});

describe('GET /api/games/:param', () => {
  it('answers a past game by id, with the submission only for its player', async () => {
    const daily = (await get('/api/games/daily')).json<Game>();
    const mine = await get(`/api/games/${daily.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Game>().hasSubmission).toBe(true);
    const stranger = (await createPlayer(t.deps)).token;
    const theirs = await get(`/api/games/${daily.id}`, stranger);
    expect(theirs.json<Game>().hasSubmission).toBe(false);
    for (const spelling of SPELLINGS) expect(theirs.body).not.toContain(spelling);
  });

  it("answers 404 for an unknown, malformed or future id and never reveals a future game's words", async () => {
    const future = await ensureGame(t.deps, '20261122');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-game', '2026', future.id]) {
      const res = await get(`/api/games/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found' });
    }
  });

  it('lists the games of a month up to today, oldest first', async () => {
    await ensureGame(t.deps, '20261130');
    await ensureGame(t.deps, '20261201');
    await ensureGame(t.deps, '20261101');
    const november = (await get('/api/games/202611')).json<{ games: Game[] }>().games;
    expect(november.map((g) => g.date)).toEqual(['20261101', '20261121']);
    clock.set('2026-11-30T12:00:00Z');
    const later = (await get('/api/games/202611')).json<{ games: Game[] }>().games;
    expect(later.map((g) => g.date)).toEqual(['20261101', '20261121', '20261122', '20261130']);
    expect(later.find((g) => g.date === '20261121')?.hasSubmission).toBe(true);
    expect((await get('/api/games/202612')).json()).toEqual({ games: [] });
    clock.set('2026-12-01T00:00:01Z');
    const december = (await get('/api/games/202612')).json<{ games: Game[] }>().games;
    expect(december.map((g) => g.date)).toEqual(['20261201']);
    expect((await get('/api/games/202613')).statusCode).toBe(404);
    clock.set('2026-11-21T12:00:00Z');
  });
});

describe('GAME_TIMEZONE edges', () => {
  it('switches the daily game at midnight of the game time zone, not UTC', async () => {
    const zoned = testClock('2026-11-21T04:59:00Z'); // 23:59 on the 20th in New York
    const app = await createTestApp({ now: zoned.now, env: { GAME_TIMEZONE: 'America/New_York' } });
    try {
      await insertWords(app.deps.db, wordSpecs(12, 'tz'));
      const player = (await createPlayer(app.deps)).token;
      const at = async () =>
        (await app.app.inject({ method: 'GET', url: '/api/games/daily', headers: bearer(player) })).json<Game>();
      const before = await at();
      expect(before.date).toBe('20261120');
      zoned.set('2026-11-21T05:01:00Z'); // 00:01 on the 21st in New York
      const after = await at();
      expect(after.date).toBe('20261121');
      // Yesterday's game, played at 00:01, is an archive play: not played on its day.
      const res = await app.app.inject({
        method: 'POST',
        url: `/api/games/${before.id}/submissions`,
        headers: bearer(player),
        payload: { guesses: ['a', 'b', 'c', 'd', 'e', 'f'] },
      });
      expect(res.statusCode).toBe(200);
      const row = await app.deps.db.selectFrom('submissions').select('played_on_day').executeTakeFirstOrThrow();
      expect(row.played_on_day).toBe(false);
    } finally {
      await app.close();
    }
  });
});
