import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { starterSeedEntries } from './words.seed';
import { readStarterBank } from './starter-bank';
import { syncStarterBank } from './words.starter-sync';

let t: TestApp;
let admin: Record<string, string>;
let player: Record<string, string>;
const bank = starterSeedEntries(readStarterBank().entries);

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer((await createPlayer(t.deps, { roles: ['admin'] })).token);
  player = bearer((await createPlayer(t.deps)).token);
  await syncStarterBank(t.deps);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
type Listed = { words: Array<{ id: string; canonical: { text: string }; sentences: unknown[] }> };

describe('GET /api/admin/words', () => {
  it('pages through every word by canonical text, 100 at a time, with no overlap or gap', async () => {
    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < 40; page++) {
      const res = await get(`/api/admin/words?after=${encodeURIComponent(after)}`);
      expect(res.statusCode).toBe(200);
      const words = res.json<Listed>().words.map((w) => w.canonical.text);
      if (words.length === 0) break;
      expect(words.length).toBeLessThanOrEqual(100);
      seen.push(...words);
      after = words.at(-1) ?? '';
    }
    expect(seen).toEqual(bank.map((entry) => entry.spelling).sort());
  });

  it('defaults the limit to 100, caps it at 100 and refuses nonsense', async () => {
    expect((await get('/api/admin/words')).json<Listed>().words).toHaveLength(100);
    expect((await get('/api/admin/words?limit=1000')).json<Listed>().words).toHaveLength(100);
    // However large: past 2^53 too.
    expect((await get('/api/admin/words?limit=100000000000000000000')).json<Listed>().words).toHaveLength(100);
    const three = (await get('/api/admin/words?limit=3&after=necessarx')).json<Listed>().words;
    expect(three.map((w) => w.canonical.text)[0]).toBe('necessary');
    expect(three).toHaveLength(3);
    for (const limit of ['0', '-1', 'ten']) {
      const res = await get(`/api/admin/words?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ code: 'invalid.limit' }] });
    }
  });

  it('answers the full admin word shape, ISO dates and no problematic words while audio is pending', async () => {
    const [first] = (await get('/api/admin/words?limit=1')).json<{ words: unknown[] }>().words;
    expect(first).toMatchObject({
      id: expect.any(String),
      number: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      canonical: {
        text: bank[0]?.spelling,
        textHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        audioUrl: expect.stringMatching(/^\/audio\/[0-9a-f]{32}\.mp3$/),
        state: 'pending',
      },
      sentences: [{ text: bank[0]?.sentence1 }, { text: bank[0]?.sentence2 }],
      spellings: [{ text: bank[0]?.spelling, tag: null }],
      partOfSpeech: bank[0]?.partOfSpeech,
      soundsLike: [],
      retired: false,
      problematic: false,
      insight: { gameAnswers: 0, correctRate: null, misspellings: [] },
    });
    expect((await get('/api/admin/words?problematic=true')).json<Listed>().words).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/words', player)).statusCode).toBe(403);
    expect((await get('/api/admin/words', {})).statusCode).toBe(401);
    expect((await get('/api/admin/words/new/generate?word=necessary', player)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/words/search', () => {
  it('answers each word in the order asked, with a hit only when found (variants too)', async () => {
    const color = await t.deps.db
      .selectFrom('words')
      .select('id')
      .where('canonical', '=', 'color')
      .executeTakeFirstOrThrow();
    const res = await get(`/api/admin/words/search?q=${encodeURIComponent('zzzq, necessary  Colour,,nope')}`);
    const { result } = res.json<{ result: Array<{ searchWord: string; hit?: { id: string } }> }>();
    expect(result.map((r) => r.searchWord)).toEqual(['zzzq', 'necessary', 'Colour', 'nope']);
    expect(result[0]).toEqual({ searchWord: 'zzzq' });
    expect(result[1]?.hit?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(result[2]).toEqual({ searchWord: 'Colour', hit: { id: color?.id } });
    expect(result[3]).toEqual({ searchWord: 'nope' });
    expect((await get('/api/admin/words/search?q=')).json()).toEqual({ result: [] });
  });
});

describe('creating, reading and generating words', () => {
  it('generates one sense: its definition, part of speech and own examples, and says what it left empty', async () => {
    const res = await get('/api/admin/words/new/generate?word=record');
    expect(res.statusCode).toBe(200);
    // The noun's definition with the noun's example; the other senses' ("the best record in their
    // league", "record the results") are not offered, and no template fills the empty sentence.
    expect(res.json()).toEqual({
      result: {
        definition: 'Anything providing permanent evidence of or information about past events.',
        sentences: ['The film provided a valuable record of stage techniques.', ''],
        partOfSpeech: 'noun',
        missing: ['sentence2'],
      },
    });
  });

  it('answers 404, not 500, for a word WordNet does not know, and 400 for none', async () => {
    const res = await get('/api/admin/words/new/generate?word=qwzxv');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found' });
    expect((await get('/api/admin/words/new/generate')).statusCode).toBe(400);
  });

  it('checks a new word with the shared rules: letters only, texts present, the word in each sentence', async () => {
    const res = await post('/api/admin/words', {
      spelling: 'wug1',
      definition: '',
      sentence1: 'A wug.',
      sentence2: 'Two wugs.',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Array<{ code: string }> }>().errors.map((e) => e.code)).toEqual([
      'invalid.spelling',
      'invalid.definition',
    ]);
    const noWord = await post('/api/admin/words', {
      spelling: 'wug',
      definition: 'A small creature.',
      sentence1: 'A wug.',
      sentence2: 'Two wugs.',
    });
    expect(noWord.json()).toEqual({
      errors: [{ code: 'invalid.sentence2', message: 'The sentence must contain the word.' }],
    });
  });

  it('creates a word, reads it back, and refuses a spelling that exists', async () => {
    const input = {
      spelling: ' Wug ',
      definition: 'A small creature.',
      sentence1: 'This is a wug.',
      sentence2: 'Wug! There it is.',
    };
    const res = await post('/api/admin/words', input);
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: string }>();
    const word = await get(`/api/admin/words/${id}`);
    expect(word.json()).toMatchObject({
      id,
      canonical: { text: 'wug', state: 'pending' },
      definition: { text: 'A small creature.' },
    });
    expect((await post('/api/admin/words', input)).json()).toEqual({ error: 'spelling_taken' });
    expect((await post('/api/admin/words', input)).statusCode).toBe(409);
    expect(
      (await post('/api/admin/words', { ...input, spelling: 'colour', sentence1: 'colour', sentence2: 'colour' }))
        .statusCode,
    ).toBe(409);
  });

  it('answers 404 for an unknown word id, uuid or not, over REST and on the page', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'--"]) {
      expect((await get(`/api/admin/words/${encodeURIComponent(id)}`)).statusCode, id).toBe(404);
      expect((await post(`/api/admin/words/${encodeURIComponent(id)}/audio/regenerate`, {})).statusCode, id).toBe(404);
    }
    const { token } = await createPlayer(t.deps, { roles: ['admin'] });
    const page = (id: string) =>
      t.app.inject({ method: 'GET', url: `/admin/words/${id}`, cookies: { sd_session: token } });
    expect((await page('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await page('nope')).statusCode).toBe(404);
  });
});

describe('word insight', () => {
  it('counts answers in games and training, the correct rate and the commonest misspellings', async () => {
    const [necessary] = (await get('/api/admin/words/search?q=necessary')).json<{
      result: Array<{ hit: { id: string } }>;
    }>().result;
    const wordId = necessary?.hit.id ?? '';
    const { account } = await createPlayer(t.deps);
    const game = await t.deps.db
      .insertInto('games')
      .values({ date: '20260101' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.db.insertInto('game_words').values({ game_id: game.id, position: 0, word_id: wordId }).execute();
    const submission = await t.deps.db
      .insertInto('submissions')
      .values({ game_id: game.id, account_id: account.id, score: 0, played_on_day: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('guesses')
      .values({
        submission_id: submission.id,
        position: 0,
        word_id: wordId,
        guess: 'neccessary',
        accepted: false,
        acceptable: ['necessary'],
      })
      .execute();
    const attempts = [
      ['necessary', true],
      ['Neccessary ', false],
      ['necesary', false],
    ] as const;
    await t.deps.db
      .insertInto('training_attempts')
      .values(
        attempts.map(([guess, accepted]) => ({
          account_id: account.id,
          word_id: wordId,
          guess,
          accepted,
          acceptable: ['necessary'],
        })),
      )
      .execute();
    const word = (await get(`/api/admin/words/${wordId}`)).json<{ insight: unknown }>();
    expect(word.insight).toEqual({
      gameAnswers: 1,
      gameCorrect: 0,
      trainingAnswers: 3,
      trainingCorrect: 1,
      correctRate: 0.25,
      misspellings: [
        { guess: 'neccessary', count: 2 },
        { guess: 'necesary', count: 1 },
      ],
    });
    await sql`delete from games where id = ${game.id}`.execute(t.deps.db);
  });
});
