import { sql } from 'kysely';
import type { SessionCursor } from '../../../shared/schemas/admin.schema';
import type { Db } from '../../db/database';
import { accountsToJoin } from '../accounts';

/** Microsecond ISO time: the exact sort key, so a cursor never skips or repeats a row. */
const createdAtText = sql<string>`to_char(sessions.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page of live sessions (not expired, not idle too long), newest first, with their account. */
export function listSessions(db: Db, page: { after?: SessionCursor; limit: number; liveSince: Date; now: Date }) {
  let query = db
    .selectFrom('sessions')
    .innerJoin(accountsToJoin(db).as('accounts'), 'accounts.id', 'sessions.account_id')
    .select([
      'sessions.id',
      createdAtText.as('created_at'),
      'sessions.last_seen_at',
      'accounts.id as account_id',
      'accounts.email',
      'accounts.roles',
    ])
    .where('sessions.expires_at', '>', page.now)
    .where('sessions.last_seen_at', '>', page.liveSince)
    .orderBy('sessions.created_at', 'desc')
    .orderBy('sessions.id', 'desc')
    .limit(page.limit);
  const after = page.after;
  if (after?.id) {
    query = query.where(
      sql<boolean>`(sessions.created_at, sessions.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  } else if (after) {
    query = query.where(sql<boolean>`sessions.created_at < ${after.createdAt}::timestamptz`);
  }
  return query.execute();
}

/** Deletes a session by its record id; answers whether there was one. */
export async function deleteSessionById(db: Db, sessionId: string): Promise<boolean> {
  const row = await db.deleteFrom('sessions').where('id', '=', sessionId).returning('id').executeTakeFirst();
  return row !== undefined;
}
