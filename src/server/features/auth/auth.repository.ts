import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../../db/database';
import { accountsToJoin } from '../accounts';

export function insertSession(db: Db, row: { tokenHash: string; accountId: string; expiresAt: Date }) {
  return db
    .insertInto('sessions')
    .values({ token_hash: row.tokenHash, account_id: row.accountId, expires_at: row.expiresAt })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The sessions of token hashes with their accounts (idle and absolute limits checked by the caller). */
export function findSessionsByTokenHashes(db: Db, tokenHashes: readonly string[]) {
  return db
    .selectFrom('sessions')
    .innerJoin(accountsToJoin(db).as('accounts'), 'accounts.id', 'sessions.account_id')
    .select([
      'sessions.id as sessionId',
      'sessions.token_hash as tokenHash',
      'sessions.created_at as createdAt',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.expires_at as expiresAt',
      'accounts.id as accountId',
      'accounts.email as email',
      'accounts.roles as roles',
    ])
    .where(sql<boolean>`sessions.token_hash = any(${[...tokenHashes]}::text[])`)
    .execute();
}

/** Writes when each session was last seen, in one statement; a later sighting already stored is kept. */
export async function touchSessions(
  db: Db,
  sightings: readonly (readonly [sessionId: string, at: Date])[],
): Promise<void> {
  if (sightings.length === 0) return;
  const ids = sightings.map(([sessionId]) => sessionId);
  const ats = sightings.map(([, at]) => at.toISOString());
  await sql`update sessions set last_seen_at = greatest(sessions.last_seen_at, t.at)
            from unnest(${ids}::uuid[], ${ats}::timestamptz[]) as t(id, at)
            where sessions.id = t.id`.execute(db);
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteSessionsByTokenHashes(db: Db, tokenHashes: readonly string[]): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where(sql<boolean>`token_hash = any(${[...tokenHashes]}::text[])`)
    .execute();
}

/** Ends every session of an account except `keepSessionId` (none kept when undefined). */
export async function deleteAccountSessions(db: DbOrTrx, accountId: string, keepSessionId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}

export async function insertLoginFailure(
  db: Db,
  failure: { emailKey: string; address: string; tryId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({ email_key: failure.emailKey, address: failure.address, try_id: failure.tryId, created_at: failure.now })
    .execute();
}

/**
 * An e-mail's failures since `since`: from everywhere, and from one address (with the oldest of those,
 * and the tries they name).
 */
export async function countRecentLoginFailures(db: Db, emailKey: string, address: string, since: Date) {
  const row = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where address = ${address}))::int`.as('fromAddress'),
      sql<Date | null>`min(created_at) filter (where address = ${address})`.as('oldestFromAddress'),
      sql<
        string[]
      >`coalesce(array_agg(try_id::text) filter (where address = ${address} and try_id is not null), '{}')`.as(
        'tryIdsFromAddress',
      ),
    ])
    .where('email_key', '=', emailKey)
    .where('created_at', '>', since)
    .executeTakeFirst();
  const oldest = row?.oldestFromAddress;
  return {
    total: row?.total ?? 0,
    fromAddress: row?.fromAddress ?? 0,
    oldestFromAddress: oldest ? new Date(oldest) : undefined,
    tryIdsFromAddress: row?.tryIdsFromAddress ?? [],
  };
}

/** Failures older than `before` no longer count: they go. */
export async function deleteLoginFailuresBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('login_failures').where('created_at', '<', before).execute();
}
