import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliOutput } from '../../cli/cli-command';
import { openDatabase } from '../../db/database';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { TEST_DB_KIND } from '../../../../test/support/test-database';
import { createGamesCommand } from './games.cli';
import { ensureGame, ensureUpcomingGames, NotEnoughWordsError } from './games-creation.service';
import { insertWords, testClock, wordSpecs } from './games.test-factory';

let t: TestApp;
const onPostgres = () => TEST_DB_KIND === 'postgres';
const clock = testClock('2026-11-21T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

async function wordsOf(date: string) {
  return t.deps.db
    .selectFrom('games as g')
    .innerJoin('game_words as gw', 'gw.game_id', 'g.id')
    .innerJoin('words as w', 'w.id', 'gw.word_id')
    .select(['w.id', 'w.difficulty', 'gw.position'])
    .where('g.date', '=', date)
    .orderBy('gw.position')
    .execute();
}

const countGames = async (date: string) =>
  (
    await t.deps.db
      .selectFrom('games')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('date', '=', date)
      .executeTakeFirstOrThrow()
  ).n;

describe('creating games', () => {
  it('refuses to make a game from fewer than 6 words and leaves no game behind', async () => {
    await insertWords(t.deps.db, wordSpecs(5, 'few'));
    await expect(ensureGame(t.deps, '20200101')).rejects.toBeInstanceOf(NotEnoughWordsError);
    expect(Number(await countGames('20200101'))).toBe(0);
  });

  it('makes exactly one game with 6 distinct words when many creations race', async () => {
    await insertWords(t.deps.db, wordSpecs(40, 'race'));
    const results = await Promise.all(Array.from({ length: 12 }, () => ensureGame(t.deps, '20261121')));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(Number(await countGames('20261121'))).toBe(1);
    const words = await wordsOf('20261121');
    expect(words).toHaveLength(6);
    expect(new Set(words.map((w) => w.id)).size).toBe(6);
  });

  it.runIf(onPostgres())('makes one game when several app processes (separate pools) race on Postgres', async () => {
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.deps.db)).rows[0]!
      .schema;
    const handles = await Promise.all(
      [1, 2, 3, 4].map(() =>
        openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: '', searchPath: schema, poolSize: 3 }),
      ),
    );
    try {
      const results = await Promise.all(
        handles.flatMap((h) => [1, 2, 3].map(() => ensureGame({ ...t.deps, db: h.db }, '20261231'))),
      );
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(Number(await countGames('20261231'))).toBe(1);
      expect(await wordsOf('20261231')).toHaveLength(6);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });

  it('is idempotent: asking again answers the same game and words', async () => {
    const before = await wordsOf('20261121');
    const again = await ensureGame(t.deps, '20261121');
    expect(again.created).toBe(false);
    expect(await wordsOf('20261121')).toEqual(before);
  });

  it('spreads difficulty across the 6 words, easiest first', async () => {
    const words = await wordsOf('20261121');
    const difficulties = words.map((w) => w.difficulty);
    expect(difficulties).toEqual([...difficulties].sort((a, b) => a - b));
    expect(Math.min(...difficulties)).toBe(1);
    expect(Math.max(...difficulties)).toBe(5);
    expect(new Set(difficulties).size).toBeGreaterThanOrEqual(4);
  });

  it('uses words never used in a game before any used one, then the least recently used', async () => {
    const usedIds = async () =>
      new Set((await t.deps.db.selectFrom('game_words').select('word_id').execute()).map((r) => r.word_id));
    const total = (await t.deps.db.selectFrom('words').select('id').execute()).length;
    let day = 22;
    // While at least 6 words were never used, a new game takes only such words.
    while (total - (await usedIds()).size >= 6) {
      const before = await usedIds();
      const date = `202611${day}`;
      await ensureGame(t.deps, date);
      for (const word of await wordsOf(date)) {
        expect(before.has(word.id), `${date} reused a word while unused ones remained`).toBe(false);
      }
      day += 1;
    }
    // Fewer than 6 unused remain: the next game takes all of them, then words of the two oldest games.
    const used = await usedIds();
    const unused = (await t.deps.db.selectFrom('words').select('id').execute()).filter((w) => !used.has(w.id));
    expect(unused.length).toBeGreaterThan(0);
    const date = `202611${day}`;
    await ensureGame(t.deps, date);
    const next = (await wordsOf(date)).map((w) => w.id);
    for (const { id } of unused) expect(next).toContain(id);
    const oldest = new Set([...(await wordsOf('20261121')), ...(await wordsOf('20261122'))].map((w) => w.id));
    const reused = next.filter((id) => !unused.some((u) => u.id === id));
    expect(reused).toHaveLength(6 - unused.length);
    for (const id of reused) expect(oldest.has(id), 'a reused word should come from the oldest games').toBe(true);
  });

  it("ensures today's and tomorrow's games and puts their words' audio first in the queue", async () => {
    clock.set('2026-12-10T23:30:00Z');
    const audio = t.deps.audio;
    if (!audio) throw new Error('the audio feature is not set up');
    const asked: string[] = [];
    const original = audio.queue.prioritise.bind(audio.queue);
    audio.queue.prioritise = (hashes) => {
      asked.push(...hashes);
    };
    try {
      await t.deps.db
        .updateTable('words')
        .set({ canonical_hash: sql`'h-' || id::text` })
        .execute();
      const games = await ensureUpcomingGames(t.deps);
      expect(games.map((g) => g.date)).toEqual(['20261210', '20261211']);
      expect(asked).toHaveLength(12);
    } finally {
      audio.queue.prioritise = original;
      await t.deps.db.updateTable('words').set({ canonical_hash: null }).execute();
    }
  });
});

describe('games:create', () => {
  const run = async (options: Record<string, string>) => {
    const lines: string[] = [];
    const out: CliOutput = { line: (l) => lines.push(l), progress: () => undefined };
    await createGamesCommand.run(t.deps, options, out);
    return lines;
  };

  it('creates the games of several days from a date, and says which already existed', async () => {
    const first = await run({ date: '20270101', days: '3' });
    expect(first.slice(0, 3).map((l) => l.slice(0, 20))).toEqual([
      '2027-01-01 created (',
      '2027-01-02 created (',
      '2027-01-03 created (',
    ]);
    const second = await run({ date: '20270102', days: '3' });
    expect(second[0]).toContain('2027-01-02 already exists');
    expect(second[2]).toContain('2027-01-04 created');
    expect(second[3]).toBe('1 game(s) created, 2 already existed.');
  });

  it('rejects a date that is not a calendar date', async () => {
    await expect(run({ date: '20270230' })).rejects.toThrow('--date must be a calendar date');
  });
});
