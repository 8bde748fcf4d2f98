import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps';
import { countingStatements } from '../../../../test/support/statement-counter';
import { createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { until } from '../../../../test/support/until';
import { insertSubmission } from '../training/training.test-factory';
import { ensureGame } from './games-creation.service';
import { gameWordIds, giveClips, insertWords, wordSpecs } from './games.test-factory';
import { getDailyGame, submitGuesses } from './games.service';
import { createSubmissionBatches } from './submission-batches';
import { createTodaysGame } from './todays-game-cache';
import { SUBMISSIONS_CHANNEL } from './unplayed-games';

const TODAY = '20261125';
let t: TestApp;
let deps: AppDeps;
let game: { id: string; wordIds: string[] };
/** The app's parts, the ones that read the database over one that counts its statements. */
let statements: ReturnType<typeof countingStatements>;
let counted: AppDeps;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(`2026-11-25T12:00:00Z`), env: { GAME_TIMEZONE: 'UTC' } });
  deps = t.deps;
  await insertWords(deps.db, wordSpecs(12, 'ug'));
  const { id } = await ensureGame(deps, TODAY);
  game = { id, wordIds: await gameWordIds(deps.db, id) };
  // With every clip made, today's words are kept in memory: only the submission's read is left to count.
  await giveClips(deps.db, id, 'ug');
  statements = countingStatements(deps.db);
  counted = {
    ...deps,
    db: statements.db,
    submissionBatches: createSubmissionBatches(statements.db),
    todaysGame: createTodaysGame(statements.db),
  };
}, 60_000);
afterAll(() => t.close());

/**
 * Messages of SUBMISSIONS_CHANNEL while `act` runs (and a moment after, for them to arrive) that `keep`
 * takes: the channel is the whole server's, and test files running beside this one announce their own
 * submissions on it.
 */
async function announcementsOf(act: () => Promise<unknown>, keep: (message: string) => boolean): Promise<string[]> {
  const messages: string[] = [];
  const unlisten = await deps.database.listen(SUBMISSIONS_CHANNEL, {
    onMessage: (payload) => {
      if (keep(payload)) messages.push(payload);
    },
    onListening: () => undefined,
  });
  try {
    await act();
    await until(
      async () => messages.length,
      (count) => count > 0,
      2_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    await unlisten();
  }
  return messages;
}

const player = async () => (await createPlayer(deps)).account.id;

describe("today's game of a player who has not played it", () => {
  it('is read again without a statement', async () => {
    const accountId = await player();
    expect((await getDailyGame(counted, accountId)).hasSubmission).toBe(false);
    statements.count = 0;
    expect((await getDailyGame(counted, accountId)).hasSubmission).toBe(false);
    expect(statements.count).toBe(0);
    // Another player's first read still asks.
    await getDailyGame(counted, await player());
    expect(statements.count).toBe(1);
  });

  it('shows the submission at once once played through the app', async () => {
    const accountId = await player();
    expect((await getDailyGame(deps, accountId)).hasSubmission).toBe(false);
    await submitGuesses(deps, accountId, game.id, ['a', 'b', 'c', 'd', 'e', 'f']);
    const after = await getDailyGame(deps, accountId);
    expect(after.hasSubmission).toBe(true);
    expect(after.submission?.guesses.map((g) => g.guess)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('shows a submission stored by plain SQL (another process) within a moment', async () => {
    const accountId = await player();
    expect((await getDailyGame(deps, accountId)).hasSubmission).toBe(false);
    await insertSubmission(
      deps.db,
      accountId,
      game.id,
      game.wordIds.map((wordId) => ({ wordId, accepted: true })),
    );
    const tookMs = await until(
      () => getDailyGame(deps, accountId),
      (read) => read.hasSubmission,
      2_000,
    );
    expect(tookMs).toBeLessThan(2_000); // far under the 30 s an unplayed game is believed
    expect((await getDailyGame(deps, accountId)).submission?.score).toBe(6);
  });

  it('is read from the database while the process does not listen to the announcements', async () => {
    const unplayed = deps.unplayedGames;
    unplayed.onListening(false);
    try {
      const accountId = await player();
      await getDailyGame(counted, accountId);
      statements.count = 0;
      await getDailyGame(counted, accountId);
      expect(statements.count).toBe(1);
      expect(unplayed.size).toBe(0);
    } finally {
      unplayed.onListening(true);
    }
  });
});

describe('the database announces new submissions', () => {
  it('naming every pair of a statement, 100 to a message', async () => {
    // Accounts that never log in need no real password hash.
    const { rows } = await sql<{ id: string }>`
      insert into accounts (email, password_hash)
      select 'announced' || i || '@example.com', 'not a hash' from generate_series(1, 150) as i
      returning id`.execute(deps.db);
    const accounts = rows.map((row) => row.id);
    const messages = await announcementsOf(
      () =>
        sql`insert into submissions (game_id, account_id, score, played_on_day)
          select ${game.id}::uuid, id, 0, true from unnest(${accounts}::uuid[]) as id`.execute(deps.db),
      (message) => message.includes(`/${game.id}`),
    );
    expect(messages).toHaveLength(2);
    const pairs = messages.flatMap((message) => message.split(','));
    expect(pairs.sort()).toEqual(accounts.map((accountId) => `${accountId}/${game.id}`).sort());
  });

  it('as `*` for a statement of more than 1,000 (a restore)', async () => {
    const accountId = await player();
    const messages = await announcementsOf(
      async () => {
        await sql`insert into games (date) select to_char(date '1990-01-01' + i, 'YYYYMMDD') from generate_series(0, 1000) as i`.execute(
          deps.db,
        );
        await sql`insert into submissions (game_id, account_id, score, played_on_day)
          select id, ${accountId}::uuid, 0, false from games where date < '2000'`.execute(deps.db);
      },
      (message) => message === '*' || message.includes(accountId),
    );
    expect(messages).toEqual(['*']);
  });
});
