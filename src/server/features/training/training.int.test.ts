import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, callerFor, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { insertWords, testClock, wordSpecs } from '../games/games.test-factory';
import { TrainingTurns } from './training-turn.batches';
import { insertGame, insertSubmission, train } from './training.test-factory';
import { nextWord } from './training.service';

// 05:00 UTC on Nov 22 is still Nov 21 in Honolulu: the game of the 21st is *today's* game there.
const clock = testClock('2026-11-22T05:00:00Z');
let t: TestApp;
let ids: string[];
const spelling = new Map<string, string>();
const spellingOf = (id: string) => spelling.get(id) ?? '';

beforeAll(async () => {
  t = await createTestApp({ env: { GAME_TIMEZONE: 'Pacific/Honolulu' }, now: clock.now });
  const specs = wordSpecs(20);
  ids = await insertWords(t.deps.db, specs);
  ids.forEach((id, i) => spelling.set(id, specs[i]!.canonical));
  await insertGame(t.deps.db, '20261120', ids.slice(0, 6)); // yesterday: fine to practise
  await insertGame(t.deps.db, '20261121', ids.slice(6, 12)); // today in Honolulu
  await insertGame(t.deps.db, '20261125', ids.slice(10, 16)); // a future game
});
afterAll(() => t.close());

const hidden = () => new Set(ids.slice(6, 16));

describe('training words', () => {
  it("never serves a word of today's game (in GAME_TIMEZONE) or of a future game", async () => {
    const { token } = await createPlayer(t.deps);
    const api = await callerFor(t.deps, token);
    const { served } = await train(api, spellingOf, 40, (_, i) => i % 3 === 0);
    expect(served.filter((id) => hidden().has(id))).toEqual([]);
    // Every allowed word came up: the filter is not just an empty bank.
    expect(new Set(served)).toEqual(new Set([...ids.slice(0, 6), ...ids.slice(16)]));
  });

  it('answers the player word over REST: audio only, no text, the same word until it is answered', async () => {
    const { token } = await createPlayer(t.deps);
    const first = await t.app.inject({ method: 'GET', url: '/api/training/words', headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    const word = first.json<{ id: string; audioUrls: { sentences: string[] } }>();
    expect(Object.keys(word).sort()).toEqual(['audioUrls', 'id', 'partOfSpeech', 'soundsLikeAnother']);
    expect(first.body).not.toContain(spellingOf(word.id));
    const again = await t.app.inject({ method: 'GET', url: '/api/training/words', headers: bearer(token) });
    expect(again.json<{ id: string }>().id).toBe(word.id);
  });

  it('checks a guess trimmed and lower-cased and answers {guess, accepted, word:{id, spellings}}', async () => {
    const { token, account } = await createPlayer(t.deps);
    const wordId = (await (await callerFor(t.deps, token)).training.next())!.id;
    await t.deps.db
      .insertInto('word_variants')
      .values({ word_id: wordId, spelling: 'zvariant', tag: 'test' })
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/training/words/${wordId}/guesses`,
      headers: bearer(token),
      payload: { guess: `  ${spellingOf(wordId).toUpperCase()} ` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      guess: spellingOf(wordId),
      accepted: true,
      word: { id: wordId, spellings: [spellingOf(wordId), 'zvariant'] },
    });
    const stored = await t.deps.db
      .selectFrom('training_attempts')
      .select(['guess', 'accepted'])
      .where('account_id', '=', account.id)
      .execute();
    expect(stored).toMatchObject([{ guess: spellingOf(wordId), accepted: true }]);
  });

  it('answers 400 for a word that was not served to this player, and for a second guess of the same word', async () => {
    const alice = await createPlayer(t.deps);
    const bob = await createPlayer(t.deps);
    const served = (await (await callerFor(t.deps, alice.token)).training.next())!.id;
    const other = ids.find((id) => id !== served && !hidden().has(id))!;
    const post = (token: string, wordId: string, guess = 'abc') =>
      t.app.inject({
        method: 'POST',
        url: `/api/training/words/${wordId}/guesses`,
        headers: bearer(token),
        payload: { guess },
      });
    for (const res of [
      await post(alice.token, other),
      await post(bob.token, served),
      await post(alice.token, ids[7]!),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('invalid.wordId');
      expect(res.body).not.toContain(spellingOf(other));
    }
    // An id that names no word is an unknown record, for a player who trains and one who never did.
    for (const token of [alice.token, bob.token]) {
      const unknown = await post(token, randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'not_found' });
    }
    expect((await post(alice.token, served)).statusCode).toBe(200);
    expect((await post(alice.token, served)).statusCode).toBe(400);
    const stored = t.deps.db
      .selectFrom('training_attempts')
      .select('word_id')
      .where('account_id', '=', alice.account.id);
    expect(await stored.execute()).toEqual([{ word_id: served }]);
  });

  it('takes exactly one of two simultaneous guesses, and serves one word to simultaneous first visits', async () => {
    const { token, account } = await createPlayer(t.deps);
    const [a, b] = await Promise.all([callerFor(t.deps, token), callerFor(t.deps, token)]);
    const [first, second] = await Promise.all([a.training.next(), b.training.next()]);
    expect(second!.id).toBe(first!.id);
    const results = await Promise.allSettled([
      a.training.guess({ wordId: first!.id, guess: 'one' }),
      b.training.guess({ wordId: first!.id, guess: 'two' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const stored = t.deps.db.selectFrom('training_attempts').select('guess').where('account_id', '=', account.id);
    expect(await stored.execute()).toHaveLength(1);
  });

  it('serves and checks the turns of many players arriving together, each with their own word', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => createPlayer(t.deps)));
    const apis = await Promise.all(players.map((p) => callerFor(t.deps, p.token)));
    for (let round = 0; round < 3; round += 1) {
      const words = await Promise.all(apis.map((api) => api.training.next()));
      expect(words.every((word) => word !== null && !hidden().has(word.id))).toBe(true);
      const results = await Promise.all(
        apis.map((api, i) => api.training.guess({ wordId: words[i]!.id, guess: spellingOf(words[i]!.id) })),
      );
      expect(results.map((r) => r.accepted)).toEqual(players.map(() => true));
    }
    const ids = players.map((p) => p.account.id);
    const stored = t.deps.db.selectFrom('training_attempts').select('account_id').where('account_id', 'in', ids);
    expect(await stored.execute()).toHaveLength(18);
  });

  it('rejects a guess against the guess rules (product §5) with 400 and stores nothing', async () => {
    const { token, account } = await createPlayer(t.deps);
    const wordId = (await (await callerFor(t.deps, token)).training.next())!.id;
    for (const guess of ['abc1', 'a'.repeat(31), '   ', 'two words', 'ação', undefined]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/training/words/${wordId}/guesses`,
        headers: bearer(token),
        payload: guess === undefined ? {} : { guess },
      });
      expect(res.statusCode, String(guess)).toBe(400);
      expect(res.json<{ errors: { code: string }[] }>().errors.map((e) => e.code)).toContain('invalid.guess');
    }
    const stored = t.deps.db.selectFrom('training_attempts').select('id').where('account_id', '=', account.id);
    expect(await stored.execute()).toEqual([]);
    expect((await (await callerFor(t.deps, token)).training.next())!.id).toBe(wordId); // still the current word
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/training/words' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: `/api/training/words/${ids[0]}/guesses`, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('the missed-word loop through the API', () => {
  it('serves a missed word again within the next three words, and never the same word twice in a row', async () => {
    const { token } = await createPlayer(t.deps);
    const api = await callerFor(t.deps, token);
    const { served, verdicts } = await train(api, spellingOf, 24, (_, i) => i % 4 !== 0);
    served.forEach((id, i) => {
      if (!verdicts[i] && i + 3 < served.length) expect(served.slice(i + 1, i + 4)).toContain(id);
      if (i > 0) expect(id).not.toBe(served[i - 1]);
    });
  });

  it('takes in words missed in games: they come before new words, unless a game of today or later has them', async () => {
    const { token, account } = await createPlayer(t.deps);
    const api = await callerFor(t.deps, token);
    const pastGame = await insertGame(t.deps.db, '20261101', [ids[16]!, ids[17]!, ids[6]!, ids[0]!, ids[1]!, ids[2]!]);
    await insertSubmission(t.deps.db, account.id, pastGame, [
      { wordId: ids[16]!, accepted: false },
      { wordId: ids[17]!, accepted: false },
      { wordId: ids[6]!, accepted: false }, // also in today's game: must not be served
      { wordId: ids[0]!, accepted: true },
      { wordId: ids[1]!, accepted: true },
      { wordId: ids[2]!, accepted: true },
    ]);
    const summary = await api.training.summary();
    expect(summary.due).toBe(2);
    const { served } = await train(api, spellingOf, 3, () => true);
    expect(served.slice(0, 2).sort()).toEqual([ids[16], ids[17]].sort());
    expect(served).not.toContain(ids[6]);
    // Spelled right once after the game: still due until learned, and the old miss is not taken in again.
    expect((await api.training.summary()).due).toBe(2);
  });

  it('takes in every game miss while the player keeps missing training words (every third answer)', async () => {
    const { token, account } = await createPlayer(t.deps);
    const api = await callerFor(t.deps, token);
    const missed = [0, 1, 2, 3, 4, 5].map((i) => ids[i]!);
    const pastGame = await insertGame(t.deps.db, '20261104', missed);
    await insertSubmission(
      t.deps.db,
      account.id,
      pastGame,
      missed.map((wordId) => ({ wordId, accepted: false })),
    );
    // Every answer wrong: the first three misses would come back forever and hide the other three.
    const { served } = await train(api, spellingOf, 24, () => false);
    expect(new Set(served)).toEqual(new Set(missed));
  });

  it('after a sync reads only submissions from an hour before it on, so a miss that committed late still counts', async () => {
    const { token, account } = await createPlayer(t.deps);
    const api = await callerFor(t.deps, token);
    expect((await api.training.summary()).due).toBe(0); // the first sync, recorded
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const lateGame = await insertGame(t.deps.db, '20261102', ids.slice(0, 6));
    const oldGame = await insertGame(t.deps.db, '20261103', ids.slice(0, 6));
    const guesses = (missed: string) => ids.slice(0, 6).map((wordId) => ({ wordId, accepted: wordId !== missed }));
    // Stamped half an hour before the sync, as a submission whose transaction began then and committed after it.
    await insertSubmission(t.deps.db, account.id, lateGame, guesses(ids[4]!), hoursAgo(0.5));
    // Stamped two hours before: a sync would have seen it, so it is not read again.
    await insertSubmission(t.deps.db, account.id, oldGame, guesses(ids[5]!), hoursAgo(2));
    expect((await api.training.summary()).due).toBe(1);
    const word = await api.training.next();
    expect(word?.id).toBe(ids[4]);
  });
});

describe('the sync of game misses', () => {
  it("is recorded in the write that serves a word, not in a statement of its own, when there's nothing to take in", async () => {
    const { account } = await createPlayer(t.deps);
    const updates: string[] = [];
    const db = t.deps.db.withPlugin({
      transformQuery: (args) => {
        const node = JSON.stringify(args.node);
        if (node.includes('"UpdateQueryNode"')) updates.push(node);
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });
    const deps = { ...t.deps, db, trainingTurns: new TrainingTurns(db) };
    const word = await nextWord(deps, account.id); // a first visit: the sync is due
    expect(word).not.toBeNull();
    expect(updates).toHaveLength(1); // the serve write
    expect(updates[0]).toContain('misses_synced_at');
    const row = await t.deps.db
      .selectFrom('training_players')
      .select(['misses_synced_at', 'current_word_id'])
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.misses_synced_at).not.toBeNull();
    expect(row.current_word_id).toBe(word!.id);
    // The word is current now: asking again writes nothing, the sync being recent.
    expect((await nextWord(deps, account.id))?.id).toBe(word!.id);
    expect(updates).toHaveLength(1);
  });
});

describe('an empty bank', () => {
  it('answers null over tRPC and 404 over REST when every word is in a game of today or later', async () => {
    const { token } = await createPlayer(t.deps);
    const allowed = [...ids.slice(0, 6), ...ids.slice(16)];
    const gameId = await insertGame(t.deps.db, '20261130', allowed.slice(0, 6));
    const other = await insertGame(t.deps.db, '20261201', allowed.slice(4));
    try {
      expect(await (await callerFor(t.deps, token)).training.next()).toBeNull();
      const res = await t.app.inject({ method: 'GET', url: '/api/training/words', headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found' });
    } finally {
      await t.deps.db.deleteFrom('games').where('id', 'in', [gameId, other]).execute();
    }
  });
});
