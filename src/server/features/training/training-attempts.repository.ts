import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isNotGameWord } from '../games';

/**
 * The player's attempts (each with the spellings it was judged against), newest first, older than
 * `before` (an attempt id) when given; one page plus one.
 */
export async function findAttempts(db: Db, accountId: string, before: string | undefined, limit: number) {
  let query = db
    .selectFrom('training_attempts')
    .select([
      sql<string>`id::text`.as('id'),
      'word_id as wordId',
      'guess',
      'accepted',
      'acceptable',
      'created_at as createdAt',
    ])
    .where('account_id', '=', accountId);
  if (before !== undefined) query = query.where('id', '<', before);
  // Qualified: a bare `id` in ORDER BY names the output column, the id as text ('9' after '10').
  return query.orderBy('training_attempts.id', 'desc').limit(limit).execute();
}

/** Verdicts of the latest `limit` answers, newest first. */
export async function findRecentVerdicts(db: Db, accountId: string, limit: number): Promise<boolean[]> {
  const rows = await db
    .selectFrom('training_attempts')
    .select('accepted')
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.accepted);
}

/** Cards learned after a miss, and cards still in rotation outside the words of today's and later games. */
export async function countCards(db: Db, accountId: string, today: string) {
  const row = await db
    .selectFrom('training_cards as c')
    .select([
      sql<number>`(count(*) filter (where c.learned and c.box >= 1))::int`.as('learned'),
      sql<number>`(count(*) filter (where not c.learned and ${isNotGameWord(
        db,
        today,
        sql<string>`c.word_id`,
      )}))::int`.as('due'),
    ])
    .where('c.account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { learned: Number(row.learned), due: Number(row.due) };
}
