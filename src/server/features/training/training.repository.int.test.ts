import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../../../test/support/test-database';
import { insertAccount } from '../accounts/accounts.repository';
import { describeClip } from '../audio/audio.keys';
import { insertClips } from '../audio/audio.repository';
import { insertWords } from '../games/games.test-factory';
import { dueCardsOf, findNewWordIds } from './training.repository';
import { insertGame } from './training.test-factory';

let handle: DatabaseHandle;
let accountId: string;
const TODAY = '20261124';

/** Words of one difficulty named after it (`d3-7`), answered by name. */
async function wordsAt(difficulty: number, count: number): Promise<Map<string, string>> {
  const names = Array.from({ length: count }, (_, i) => `d${difficulty}-${i}`);
  const ids = await insertWords(
    handle.db,
    names.map((canonical) => ({ canonical, difficulty })),
  );
  return new Map(names.map((name, i) => [name, ids[i]!]));
}

async function setAudio(wordId: string, state: 'ready' | 'pending') {
  const ref = describeClip('secret', `word ${wordId}`, 'en-us');
  await insertClips(handle.db, [ref]);
  await handle.db.updateTable('audio_clips').set({ state }).where('text_hash', '=', ref.textHash).execute();
  await handle.db.updateTable('words').set({ canonical_hash: ref.textHash }).where('id', '=', wordId).execute();
}

async function giveCard(wordId: string) {
  await handle.db.insertInto('training_cards').values({ account_id: accountId, word_id: wordId }).execute();
}

const draw = (level: number, limit: number, pivot?: number, exclude: string[] = []) =>
  findNewWordIds(handle.db, accountId, level, TODAY, exclude, limit, pivot);

let byDifficulty: Map<number, Map<string, string>>;
const idsAt = (difficulty: number) => [...byDifficulty.get(difficulty)!.values()];

beforeAll(async () => {
  handle = await createTestDatabase();
  accountId = (await insertAccount(handle.db, { email: 'trainer@spelldown.test', passwordHash: 'x', roles: [] })).id;
  byDifficulty = new Map();
  for (const difficulty of [1, 2, 3, 4, 5]) byDifficulty.set(difficulty, await wordsAt(difficulty, 12));
});
afterAll(async () => {
  await handle?.close();
});

describe('findNewWordIds', () => {
  it("draws the player's level first, from any starting point of the shuffle (it wraps round)", async () => {
    for (const pivot of [0, 0.3, 0.7, 0.999]) {
      const ids = await draw(3, 12, pivot);
      expect(new Set(ids)).toEqual(new Set(idsAt(3)));
    }
  });

  it('goes on to both neighbouring levels together, then further out', async () => {
    const ids = await draw(3, 12 + 24 + 5, 0.5);
    expect(new Set(ids.slice(0, 12))).toEqual(new Set(idsAt(3)));
    expect(new Set(ids.slice(12, 36))).toEqual(new Set([...idsAt(2), ...idsAt(4)]));
    expect(ids.slice(36).every((id) => [...idsAt(1), ...idsAt(5)].includes(id))).toBe(true);
    expect(await draw(1, 14, 0.5)).toEqual(expect.arrayContaining(idsAt(1)));
    expect((await draw(1, 14, 0.5)).slice(12).every((id) => idsAt(2).includes(id))).toBe(true);
  });

  it('answers a different draw from a different starting point', async () => {
    const draws = new Set<string>();
    for (let i = 0; i < 12; i += 1) draws.add((await draw(3, 3)).sort().join());
    expect(draws.size).toBeGreaterThan(1);
  });

  it('prefers words whose audio is ready, wherever they stand in the shuffle', async () => {
    const level2 = idsAt(2);
    for (const id of level2) await setAudio(id, 'pending');
    await setAudio(level2[4]!, 'ready');
    await setAudio(level2[9]!, 'ready');
    for (const pivot of [0, 0.5, 0.99]) {
      const ids = await draw(2, 3, pivot);
      expect(new Set(ids.slice(0, 2))).toEqual(new Set([level2[4], level2[9]]));
      expect(level2).toContain(ids[2]);
    }
  });

  it("leaves out words the player has a card for, words of today's and later games, and excluded words", async () => {
    const level4 = idsAt(4);
    await giveCard(level4[0]!);
    await insertGame(handle.db, TODAY, level4.slice(1, 3));
    await insertGame(handle.db, '20261130', level4.slice(3, 5));
    await insertGame(handle.db, '20261101', level4.slice(5, 7)); // a past game does not hide its words
    const ids = await draw(4, 12, 0.25, [level4[11]!]);
    expect(ids.slice(0, 6).sort()).toEqual(level4.slice(5, 11).sort());
    expect(ids.slice(6).every((id) => [...idsAt(3), ...idsAt(5)].includes(id))).toBe(true);
  });

  it('answers fewer than asked, without repeats, when the whole bank runs short', async () => {
    const ids = await draw(5, 100, 0.5);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(60 - 1 - 4);
  });
});

describe('dueCardsOf', () => {
  it("reads a player's first due cards in the schedule's order straight from the index, sorting none", async () => {
    const player = (await insertAccount(handle.db, { email: 'due@spelldown.test', passwordHash: 'x', roles: [] })).id;
    // Words of their own: none is in a game (a game's word is never due).
    const [inbox, review, miss, later, learned] = await insertWords(
      handle.db,
      ['due-a', 'due-b', 'due-c', 'due-d', 'due-e'].map((canonical) => ({ canonical, difficulty: 3 })),
    );
    const card = (wordId: string, box: number, dueStep: number, isLearned = false) => ({
      account_id: player,
      word_id: wordId,
      box,
      due_step: dueStep,
      learned: isLearned,
    });
    await handle.db
      .insertInto('training_cards')
      .values([
        card(inbox!, 0, 1),
        card(review!, 3, 4),
        card(miss!, 1, 5),
        card(later!, 1, 9),
        card(learned!, 5, 1, true),
      ])
      .execute();
    const query = dueCardsOf(handle.db, player, 5, TODAY, 2);
    expect((await query.execute()).map((c) => c.wordId)).toEqual([miss, review]);

    const compiled = query.compile();
    const plan = await handle.db.transaction().execute(async (trx) => {
      // Whatever the tables' sizes: a plan that must sort would be chosen over scanning them.
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const explained = await trx.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`explain (costs off) ${compiled.sql}`, [...compiled.parameters]),
      );
      return explained.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('training_cards_due_order_idx');
    expect(plan).not.toMatch(/Sort/);
  });
});
