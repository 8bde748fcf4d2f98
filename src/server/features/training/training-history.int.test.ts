import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, callerFor, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { insertWords, wordSpecs } from '../games/games.test-factory';
import { train } from './training.test-factory';

let t: TestApp;
let ids: string[];
const spelling = new Map<string, string>();
const spellingOf = (id: string) => spelling.get(id) ?? '';

beforeAll(async () => {
  t = await createTestApp();
  const specs = wordSpecs(30, 'hx');
  ids = await insertWords(t.deps.db, specs);
  ids.forEach((id, i) => spelling.set(id, specs[i]!.canonical));
});
afterAll(() => t.close());

describe('training.history', () => {
  it('lists every answer newest first, with its verdict and spellings, a page at a time', async () => {
    const { token } = await createPlayer(t.deps);
    const api = await callerFor(t.deps, token);
    const { served, verdicts } = await train(api, spellingOf, 5, (_, i) => i % 2 === 0);
    const first = await api.training.history({ limit: 2 });
    const second = await api.training.history({ limit: 2, cursor: first.nextCursor! });
    const third = await api.training.history({ limit: 2, cursor: second.nextCursor! });
    expect(third.nextCursor).toBeNull();
    const items = [...first.items, ...second.items, ...third.items];
    expect(items.map((item) => item.word.id)).toEqual([...served].reverse());
    expect(items.map((item) => item.accepted)).toEqual([...verdicts].reverse());
    expect(items[0]).toMatchObject({
      guess: verdicts[4] ? spellingOf(served[4]!) : 'zzzwrong',
      word: { id: served[4], spellings: [spellingOf(served[4]!)] },
    });
    expect(Date.parse(items[0]!.createdAt)).not.toBeNaN();
    // The default page holds them all.
    expect((await api.training.history()).items).toHaveLength(5);
  });

  it('shows each answer with the spellings it was judged against, whatever staff change later', async () => {
    const { token } = await createPlayer(t.deps);
    const api = await callerFor(t.deps, token);
    const { served } = await train(api, spellingOf, 1, () => false); // answered 'zzzwrong'
    const wordId = served[0]!;
    // After the answer, staff make the wrong guess an accepted spelling of the word.
    await t.deps.db.insertInto('word_variants').values({ word_id: wordId, spelling: 'zzzwrong', tag: null }).execute();
    try {
      const [item] = (await api.training.history()).items;
      expect(item).toMatchObject({ guess: 'zzzwrong', accepted: false, word: { spellings: [spellingOf(wordId)] } });
    } finally {
      await t.deps.db.deleteFrom('word_variants').where('spelling', '=', 'zzzwrong').execute();
    }
  });

  it('stays newest first, page after page, when the ids gain a digit', async () => {
    // The next answers get ids 95, 96 … 102 (or 995 …), so text order (99 before 102) would show.
    const { max } = await t.deps.db
      .selectFrom('training_attempts')
      .select(sql<number>`coalesce(max(id), 0)::int`.as('max'))
      .executeTakeFirstOrThrow();
    const start = 10 ** String(max + 6).length - 5;
    await sql`alter table training_attempts alter column id restart with ${sql.lit(start)}`.execute(t.deps.db);
    const { token } = await createPlayer(t.deps);
    const api = await callerFor(t.deps, token);
    const { served } = await train(api, spellingOf, 8);
    const listed: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await api.training.history({ limit: 3, ...(cursor ? { cursor } : {}) });
      listed.push(...page.items.map((item) => item.word.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(listed).toEqual([...served].reverse());
  });

  it("never shows another player's answers, even with their cursor", async () => {
    const alice = await createPlayer(t.deps);
    const bob = await createPlayer(t.deps);
    const aliceApi = await callerFor(t.deps, alice.token);
    await train(aliceApi, spellingOf, 3);
    const alicePage = await aliceApi.training.history({ limit: 1 });
    const bobApi = await callerFor(t.deps, bob.token);
    expect(await bobApi.training.history()).toEqual({ items: [], nextCursor: null });
    expect(await bobApi.training.history({ cursor: alicePage.nextCursor! })).toEqual({ items: [], nextCursor: null });
    const res = await t.app.inject({ method: 'GET', url: '/trpc/training.history', headers: bearer(bob.token) });
    expect(res.body).not.toContain(alicePage.items[0]!.word.id);
  });

  it('rejects a bad cursor or limit with 400', async () => {
    const { token } = await createPlayer(t.deps);
    const api = await callerFor(t.deps, token);
    await expect(api.training.history({ cursor: 'abc' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.training.history({ limit: 500 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('training.summary', () => {
  it('counts the accuracy of the last answers, the words learned and the words due', async () => {
    const { token } = await createPlayer(t.deps);
    const api = await callerFor(t.deps, token);
    expect(await api.training.summary()).toMatchObject({ accuracy: null, learned: 0, due: 0, answered: 0 });
    // Miss the first word, then spell everything right: it comes back 3 times and is learned.
    let target: string | undefined;
    await train(api, spellingOf, 22, (id, i) => {
      target ??= id;
      return i > 0;
    });
    const summary = await api.training.summary();
    expect(summary).toMatchObject({ learned: 1, due: 0, answered: 22, recentAnswers: 22, recentCorrect: 21 });
    expect(summary.accuracy).toBeCloseTo(21 / 22);
    // Two misses in a row put two words in the rotation.
    await train(api, spellingOf, 2);
    expect(await api.training.summary()).toMatchObject({ learned: 1, due: 2 });
  });

  it('the accuracy covers the latest 50 answers only', async () => {
    const { token } = await createPlayer(t.deps);
    const api = await callerFor(t.deps, token);
    await train(api, spellingOf, 55, (_, i) => i < 5); // 5 right, then 50 wrong
    expect(await api.training.summary()).toMatchObject({ accuracy: 0, recentAnswers: 50, answered: 55 });
  });
});
