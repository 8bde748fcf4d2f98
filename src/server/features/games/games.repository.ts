import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface GameRow {
  id: string;
  date: string;
  createdAt: Date;
}

const GAME_COLUMNS = ['id', 'date', 'created_at as createdAt'] as const;

export function findGameByDate(db: Db, date: string): Promise<GameRow | undefined> {
  return db.selectFrom('games').select(GAME_COLUMNS).where('date', '=', date).executeTakeFirst();
}

export function findGameById(db: Db, gameId: string): Promise<GameRow | undefined> {
  return db.selectFrom('games').select(GAME_COLUMNS).where('id', '=', gameId).executeTakeFirst();
}

/** Games whose date lies in [from, to], oldest first. */
export function findGamesBetween(db: Db, from: string, to: string): Promise<GameRow[]> {
  return db
    .selectFrom('games')
    .select(GAME_COLUMNS)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

/** The word ids of each game, in their order. */
export async function findGameWordIds(db: Db, gameIds: readonly string[]): Promise<Map<string, string[]>> {
  const byGame = new Map<string, string[]>();
  if (gameIds.length === 0) return byGame;
  const rows = await db
    .selectFrom('game_words')
    .select(['game_id as gameId', 'word_id as wordId'])
    .where('game_id', 'in', [...gameIds])
    .orderBy('game_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byGame.set(row.gameId, [...(byGame.get(row.gameId) ?? []), row.wordId]);
  return byGame;
}

export interface WordCandidate {
  id: string;
  difficulty: number;
  /** The date of the latest game that used the word, or null if none did. */
  lastUsed: string | null;
}

/** Words never used in a game first (in random order), then the least recently used. */
export function findWordCandidates(db: Db, limit: number): Promise<WordCandidate[]> {
  return db
    .selectFrom('words as w')
    .leftJoin('game_words as gw', 'gw.word_id', 'w.id')
    .leftJoin('games as g', 'g.id', 'gw.game_id')
    .select(['w.id', 'w.difficulty', sql<string | null>`max(g.date)`.as('lastUsed')])
    .groupBy(['w.id', 'w.difficulty'])
    .orderBy(sql`max(g.date) asc nulls first`)
    .orderBy(sql`random()`)
    .limit(limit)
    .execute();
}

/** Inserts the game of a date unless one exists; answers the new id, or undefined when it existed. */
export async function insertGameIfAbsent(db: Db, date: string): Promise<string | undefined> {
  const row = await db
    .insertInto('games')
    .values({ date })
    .onConflict((oc) => oc.column('date').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertGameWords(db: Db, gameId: string, wordIds: readonly string[]): Promise<void> {
  await db
    .insertInto('game_words')
    .values(wordIds.map((wordId, position) => ({ game_id: gameId, position, word_id: wordId })))
    .execute();
}

export interface SubmissionRow {
  id: string;
  gameId: string;
  score: number;
}

export function findSubmissions(db: Db, accountId: string, gameIds: readonly string[]): Promise<SubmissionRow[]> {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('submissions')
    .select(['id', 'game_id as gameId', 'score'])
    .where('account_id', '=', accountId)
    .where('game_id', 'in', [...gameIds])
    .execute();
}

export interface GuessRow {
  submissionId: string;
  position: number;
  wordId: string;
  guess: string;
  accepted: boolean;
}

export function findGuesses(db: Db, submissionIds: readonly string[]): Promise<GuessRow[]> {
  if (submissionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('guesses')
    .select(['submission_id as submissionId', 'position', 'word_id as wordId', 'guess', 'accepted'])
    .where('submission_id', 'in', [...submissionIds])
    .orderBy('submission_id')
    .orderBy('position')
    .execute();
}

/** The player's one submission of a game; undefined when one already exists (the unique constraint). */
/**
 * The submission and its guesses in one statement: atomic by itself, one round trip. Answers false when
 * the player had already submitted the game (the unique (account, game) index decides between racers).
 */
export async function insertSubmission(
  db: Db,
  values: {
    gameId: string;
    accountId: string;
    score: number;
    playedOnDay: boolean;
    guesses: readonly Omit<GuessRow, 'submissionId'>[];
  },
): Promise<boolean> {
  const { guesses } = values;
  const rows = await db
    .with('submission', (qb) =>
      qb
        .insertInto('submissions')
        .values({
          game_id: values.gameId,
          account_id: values.accountId,
          score: values.score,
          played_on_day: values.playedOnDay,
        })
        .onConflict((oc) => oc.columns(['account_id', 'game_id']).doNothing())
        .returning('id'),
    )
    .insertInto('guesses')
    .columns(['submission_id', 'position', 'word_id', 'guess', 'accepted'])
    .expression(
      sql`select submission.id, g.position, g.word_id, g.guess, g.accepted
          from submission, unnest(
            ${guesses.map((g) => g.position)}::int[], ${guesses.map((g) => g.wordId)}::uuid[],
            ${guesses.map((g) => g.guess)}::text[], ${guesses.map((g) => g.accepted)}::bool[]
          ) as g(position, word_id, guess, accepted)`,
    )
    .returning('submission_id')
    .execute();
  return rows.length > 0;
}

/** Totals over all of a player's submissions. */
export async function findScoreTotals(db: Db, accountId: string): Promise<{ played: number; total: number }> {
  const row = await db
    .selectFrom('submissions')
    .select([sql<number>`count(*)::int`.as('played'), sql<number>`coalesce(sum(score), 0)::int`.as('total')])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { played: Number(row.played), total: Number(row.total) };
}

/** Dates of the games the player played on their own day, oldest first. */
export async function findDailyPlayDates(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('submissions as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select('g.date')
    .where('s.account_id', '=', accountId)
    .where('s.played_on_day', '=', true)
    .orderBy('g.date')
    .execute();
  return rows.map((row) => row.date);
}
