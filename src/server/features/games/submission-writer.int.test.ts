import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingStatements } from '../../../../test/support/statement-counter';
import { createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { ensureGame } from './games-creation.service';
import type { NewSubmission } from './games.repository';
import { gameWordIds, insertWords, taggedGuesses, wordSpecs } from './games.test-factory';
import { SubmissionWriter } from './submission-writer';

let t: TestApp;
let writer: SubmissionWriter;
let gameId: string;
let wordIds: string[];
let dates = 0;

beforeAll(async () => {
  t = await createTestApp();
  await insertWords(t.deps.db, wordSpecs(12, 'sw'));
  writer = new SubmissionWriter(t.deps.db);
}, 60_000);
afterAll(() => t.close());

/** A new game for each test, so no test sees another's submissions. */
async function newGame(): Promise<void> {
  dates += 1;
  gameId = (await ensureGame(t.deps, `202611${String(dates).padStart(2, '0')}`)).id;
  wordIds = await gameWordIds(t.deps.db, gameId);
}

const players = (count: number) =>
  Promise.all(Array.from({ length: count }, async () => (await createPlayer(t.deps)).account.id));

/** A submission whose guesses name it (`<tag>a`, `<tag>b`, …); the first `score` guesses are accepted. */
function submissionOf(accountId: string, tag: string, score = 3): NewSubmission {
  return {
    gameId,
    accountId,
    score,
    playedOnDay: true,
    guesses: taggedGuesses(wordIds, tag, score),
  };
}

const storedOf = (accountId: string) =>
  t.deps.db
    .selectFrom('submissions as s')
    .innerJoin('guesses as g', 'g.submission_id', 's.id')
    .select([
      's.score',
      's.created_at as createdAt',
      'g.position',
      'g.guess',
      'g.word_id as wordId',
      'g.accepted',
      'g.acceptable',
    ])
    .where('s.account_id', '=', accountId)
    .where('s.game_id', '=', gameId)
    .orderBy('g.position')
    .execute();

describe('SubmissionWriter', () => {
  it('writes submissions that arrive together in one transaction, each with its own guesses', async () => {
    await newGame();
    const accounts = await players(20);
    const tags = accounts.map((_, i) => `p${String.fromCharCode(97 + i)}`);
    const results = await Promise.all(accounts.map((id, i) => writer.write(submissionOf(id, tags[i]!, i % 7))));
    expect(results).toEqual(accounts.map(() => true));

    const stored = await Promise.all(accounts.map(storedOf));
    stored.forEach((rows, i) => {
      expect(rows.map((r) => r.guess)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((l) => `${tags[i]}${l}`));
      expect(rows.map((r) => r.wordId)).toEqual(wordIds);
      expect(rows.filter((r) => r.accepted)).toHaveLength(i % 7);
      // Each guess keeps the spellings it was judged against, in their order.
      expect(rows.map((r) => r.acceptable)).toEqual(taggedGuesses(wordIds, tags[i]!, i % 7).map((g) => g.acceptable));
      expect(rows[0]!.score).toBe(i % 7);
    });
    // One transaction: now() is the same for every row it wrote.
    expect(new Set(stored.map((rows) => rows[0]!.createdAt.getTime())).size).toBe(1);
  });

  it('sends a lone submission at once, without waiting for others to join it', async () => {
    await newGame();
    const [player] = await players(1);
    const statements = countingStatements(t.deps.db);
    const written = new SubmissionWriter(statements.db).write(submissionOf(player!, 'lone'));
    // The statement has gone by the next turn of the event loop: no timer holds it back for company.
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements.count).toBe(1);
    expect(await written).toBe(true);
    expect((await storedOf(player!)).map((r) => r.guess)[0]).toBe('lonea');
  });

  it("stores a player's first of two submissions in one batch and refuses the second", async () => {
    await newGame();
    const [player] = await players(1);
    const results = await Promise.all([
      writer.write(submissionOf(player!, 'first')),
      writer.write(submissionOf(player!, 'second')),
    ]);
    expect(results).toEqual([true, false]);
    expect((await storedOf(player!)).map((r) => r.guess)).toEqual([
      'firsta',
      'firstb',
      'firstc',
      'firstd',
      'firste',
      'firstf',
    ]);
  });

  it('refuses a game already submitted without holding back the others in its batch', async () => {
    await newGame();
    const [early, late] = await players(2);
    expect(await writer.write(submissionOf(early!, 'early'))).toBe(true);
    const results = await Promise.all([
      writer.write(submissionOf(early!, 'again')),
      writer.write(submissionOf(late!, 'late')),
    ]);
    expect(results).toEqual([false, true]);
    expect((await storedOf(early!))[0]!.guess).toBe('earlya');
    expect((await storedOf(late!))[0]!.guess).toBe('latea');
  });

  it('fails only the submission the database refuses; the rest of its batch is stored', async () => {
    await newGame();
    const accounts = await players(3);
    const gone = randomUUID(); // no such account: the foreign key refuses it
    const outcomes = await Promise.allSettled([
      writer.write(submissionOf(accounts[0]!, 'x')),
      writer.write(submissionOf(gone, 'gone')),
      writer.write(submissionOf(accounts[1]!, 'y')),
      writer.write(submissionOf(gone, 'gone2')),
      writer.write(submissionOf(accounts[2]!, 'z')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value)).toEqual([true, true, true]);
    for (const [i, tag] of ['x', 'y', 'z'].entries()) expect((await storedOf(accounts[i]!))[0]!.guess).toBe(`${tag}a`);
    const refused = await t.deps.db.selectFrom('submissions').select('id').where('account_id', '=', gone).execute();
    expect(refused).toHaveLength(0);
  });
});
