import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { packSpellings, selectWords, unpackSpellings } from '../words';

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

/** Words never used in a game first (in random order), then the least recently used; never retired ones. */
export function findWordCandidates(db: Db, limit: number): Promise<WordCandidate[]> {
  return selectWords(db)
    .leftJoin('game_words as gw', 'gw.word_id', 'w.id')
    .leftJoin('games as g', 'g.id', 'gw.game_id')
    .select(['w.id', 'w.difficulty', sql<string | null>`max(g.date)`.as('lastUsed')])
    .where('w.retired_at', 'is', null)
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

/** One guess of a submission, at its position in the game. */
export interface StoredGuess {
  position: number;
  wordId: string;
  guess: string;
  accepted: boolean;
  /** The spellings it was judged against, the canonical one first. */
  acceptable: string[];
}

/** A player's submission of a game, with its guesses in order. */
export interface StoredSubmission {
  id: string;
  accountId: string;
  gameId: string;
  score: number;
  guesses: StoredGuess[];
}

/** Names a player's submission of a game: the unique (account, game) pair. */
export const submissionKey = (s: { accountId: string; gameId: string }): string => `${s.accountId}/${s.gameId}`;

/**
 * The submissions of several (player, game) pairs, with their guesses, in one statement; a pair never
 * played has none. Each pair may appear once.
 */
export async function findSubmissionsOf(
  db: Db,
  pairs: readonly { accountId: string; gameId: string }[],
): Promise<StoredSubmission[]> {
  if (pairs.length === 0) return [];
  const { rows } = await sql<Omit<StoredSubmission, 'guesses'> & StoredGuess>`
    select s.id, s.account_id as "accountId", s.game_id as "gameId", s.score,
           g.position, g.word_id as "wordId", g.guess, g.accepted, g.acceptable
    from unnest(${pairs.map((p) => p.accountId)}::uuid[], ${pairs.map((p) => p.gameId)}::uuid[])
      as pair(account_id, game_id)
    join submissions s on s.account_id = pair.account_id and s.game_id = pair.game_id
    join guesses g on g.submission_id = s.id
    order by s.id, g.position`.execute(db);
  const byId = new Map<string, StoredSubmission>();
  for (const { position, wordId, guess, accepted, acceptable, ...submission } of rows) {
    let stored = byId.get(submission.id);
    if (!stored) byId.set(submission.id, (stored = { ...submission, guesses: [] }));
    stored.guesses.push({ position, wordId, guess, accepted, acceptable });
  }
  return [...byId.values()];
}

export interface NewSubmission {
  gameId: string;
  accountId: string;
  score: number;
  playedOnDay: boolean;
  guesses: readonly StoredGuess[];
}

/**
 * Several players' submissions and their guesses in one statement: atomic, one round trip, one commit.
 * Answers the keys (`submissionKey`) of those stored; one missing had already been submitted (the unique
 * (account, game) index decides between racers). Each pair may appear once: two rows of one pair would
 * join each other's guesses.
 */
export async function insertSubmissions(db: Db, submissions: readonly NewSubmission[]): Promise<Set<string>> {
  const guesses = submissions.flatMap((s) =>
    s.guesses.map((g) => ({ ...g, accountId: s.accountId, gameId: s.gameId })),
  );
  const { rows } = await sql<{ accountId: string; gameId: string }>`
    with submission as (
      insert into submissions (game_id, account_id, score, played_on_day)
      select * from unnest(
        ${submissions.map((s) => s.gameId)}::uuid[], ${submissions.map((s) => s.accountId)}::uuid[],
        ${submissions.map((s) => s.score)}::int[], ${submissions.map((s) => s.playedOnDay)}::bool[]
      )
      on conflict (account_id, game_id) do nothing
      returning id, account_id, game_id
    ), guess as (
      insert into guesses (submission_id, position, word_id, guess, accepted, acceptable)
      select submission.id, g.position, g.word_id, g.guess, g.accepted,
             ${unpackSpellings(sql.ref('g.acceptable'))}
      from submission join unnest(
        ${guesses.map((g) => g.accountId)}::uuid[], ${guesses.map((g) => g.gameId)}::uuid[],
        ${guesses.map((g) => g.position)}::int[], ${guesses.map((g) => g.wordId)}::uuid[],
        ${guesses.map((g) => g.guess)}::text[], ${guesses.map((g) => g.accepted)}::bool[],
        ${packSpellings(guesses)}::text[]
      ) as g(account_id, game_id, position, word_id, guess, accepted, acceptable)
        on g.account_id = submission.account_id and g.game_id = submission.game_id
    )
    select account_id as "accountId", game_id as "gameId" from submission`.execute(db);
  return new Set(rows.map(submissionKey));
}

/**
 * A player's totals over all their submissions, and the dates of the games they played on the game's own
 * day (oldest first, for streaks), in one statement.
 */
export async function findStatsFacts(
  db: Db,
  accountId: string,
): Promise<{ played: number; total: number; dailyDates: string[] }> {
  const row = await db
    .selectFrom('submissions as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select([
      sql<number>`count(*)::int`.as('played'),
      sql<number>`coalesce(sum(s.score), 0)::int`.as('total'),
      sql<string[]>`coalesce(array_agg(g.date::text order by g.date) filter (where s.played_on_day), '{}')`.as(
        'dailyDates',
      ),
    ])
    .where('s.account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { played: Number(row.played), total: Number(row.total), dailyDates: row.dailyDates };
}
