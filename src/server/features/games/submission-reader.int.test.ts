import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingStatements } from '../../../../test/support/statement-counter';
import { createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { ensureGame } from './games-creation.service';
import { gameWordIds, insertWords, taggedGuesses, wordSpecs } from './games.test-factory';
import { createSubmissionReader, type SubmissionReader } from './submission-reader';
import { SubmissionWriter } from './submission-writer';

let t: TestApp;
let writer: SubmissionWriter;
let reader: SubmissionReader;
let statements: ReturnType<typeof countingStatements>;
let games: { id: string; wordIds: string[] }[];

beforeAll(async () => {
  t = await createTestApp();
  await insertWords(t.deps.db, wordSpecs(12, 'sr'));
  writer = new SubmissionWriter(t.deps.db);
  statements = countingStatements(t.deps.db);
  reader = createSubmissionReader(statements.db);
  games = await Promise.all(
    ['20261101', '20261102'].map(async (date) => {
      const { id } = await ensureGame(t.deps, date);
      return { id, wordIds: await gameWordIds(t.deps.db, id) };
    }),
  );
}, 60_000);
afterAll(() => t.close());

const player = async () => (await createPlayer(t.deps)).account.id;
const read = (accountId: string, gameId: string) => reader.load({ accountId, gameId });

/** Stores a submission of `game` whose guesses are `<tag>a` … `<tag>f`, the first `score` accepted. */
async function play(accountId: string, game: (typeof games)[number], tag: string, score: number) {
  const guesses = taggedGuesses(game.wordIds, tag, score);
  expect(await writer.write({ gameId: game.id, accountId, score, playedOnDay: true, guesses })).toBe(true);
}

describe('submissions read for the requests of one turn', () => {
  it("answers each player's own submission, in one statement for all asked in the same turn", async () => {
    const [a, b, c] = await Promise.all([player(), player(), player()]);
    await play(a, games[0]!, 'aa', 2);
    await play(b, games[0]!, 'bb', 5);
    await play(b, games[1]!, 'bc', 1);

    statements.count = 0;
    const [aFirst, bFirst, bSecond, cFirst, aSecond] = await Promise.all([
      read(a, games[0]!.id),
      read(b, games[0]!.id),
      read(b, games[1]!.id),
      read(c, games[0]!.id),
      read(a, games[1]!.id),
    ]);
    expect(statements.count).toBe(1);

    expect(aFirst).toMatchObject({ accountId: a, gameId: games[0]!.id, score: 2 });
    expect(aFirst!.guesses).toEqual(taggedGuesses(games[0]!.wordIds, 'aa', 2));
    expect(bFirst).toMatchObject({ accountId: b, gameId: games[0]!.id, score: 5 });
    expect(bFirst!.guesses.map((g) => g.guess)).toEqual(['bba', 'bbb', 'bbc', 'bbd', 'bbe', 'bbf']);
    expect(bSecond).toMatchObject({ accountId: b, gameId: games[1]!.id, score: 1 });
    expect(bSecond!.guesses.map((g) => g.wordId)).toEqual(games[1]!.wordIds);
    expect(cFirst).toBeUndefined();
    expect(aSecond).toBeUndefined();
  });

  it('answers a pair asked twice in one turn to both, with its guesses once', async () => {
    const a = await player();
    await play(a, games[1]!, 'tw', 3);
    const [first, second] = await Promise.all([read(a, games[1]!.id), read(a, games[1]!.id)]);
    expect(first!.guesses).toHaveLength(6);
    expect(second).toEqual(first);
  });

  it('keeps nothing: a submission stored after a read is found by the next one', async () => {
    const a = await player();
    expect(await read(a, games[0]!.id)).toBeUndefined();
    await play(a, games[0]!, 'late', 4);
    expect((await read(a, games[0]!.id))?.score).toBe(4);
  });
});
