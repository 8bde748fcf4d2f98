import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { ensureGame } from './games-creation.service';
import { giveClips, insertWords, wordSpecs } from './games.test-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertWords(t.deps.db, wordSpecs(12, 'tc'));
});
afterAll(() => t.close());

describe("today's game, kept in memory", () => {
  it('answers from memory for 30 seconds, then reads the database again', async () => {
    await ensureGame(t.deps, '20261201');
    const start = Date.now();
    const first = await t.deps.todaysGame.findGameOfDay('20261201', start);
    expect(first?.date).toBe('20261201');
    // The row goes (as only a restore could do): memory still answers within the 30 seconds…
    await t.deps.db.deleteFrom('game_words').where('game_id', '=', first!.id).execute();
    await t.deps.db.deleteFrom('games').where('id', '=', first!.id).execute();
    expect((await t.deps.todaysGame.findGameOfDay('20261201', start + 29_000))?.id).toBe(first!.id);
    // …and the database once they are over.
    expect(await t.deps.todaysGame.findGameOfDay('20261201', start + 31_000)).toBeUndefined();
  });

  it('never keeps a missing game: one made a moment later is found at once', async () => {
    const now = Date.now();
    expect(await t.deps.todaysGame.findGameOfDay('20261202', now)).toBeUndefined();
    await ensureGame(t.deps, '20261202');
    expect((await t.deps.todaysGame.findGameOfDay('20261202', now + 1))?.date).toBe('20261202');
  });

  it('keeps the words for 30 seconds once all their clips exist, and never before', async () => {
    const { id: gameId } = await ensureGame(t.deps, '20261203');
    const start = Date.now();
    const withoutClips = await t.deps.todaysGame.findWordsOfDay(gameId, start);
    expect(withoutClips).toHaveLength(6);
    expect(withoutClips.every((w) => w.audioUrls.canonical === '')).toBe(true);
    // Not kept: the clips made a moment later show at once.
    await giveClips(t.deps.db, gameId, 'first');
    const ready = await t.deps.todaysGame.findWordsOfDay(gameId, start + 1);
    expect(ready.every((w) => w.audioUrls.canonical.startsWith('/audio/firstcanonical'))).toBe(true);
    // Kept: staff making the clips again shows after the 30 seconds.
    await giveClips(t.deps.db, gameId, 'again');
    expect((await t.deps.todaysGame.findWordsOfDay(gameId, start + 29_000))[0]!.audioUrls.definition).toMatch(
      /^\/audio\/first/,
    );
    expect((await t.deps.todaysGame.findWordsOfDay(gameId, start + 31_001))[0]!.audioUrls.definition).toMatch(
      /^\/audio\/again/,
    );
  });
});
