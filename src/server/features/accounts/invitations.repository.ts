import { sql } from 'kysely';
import type { Db } from '../../db/database';

export function insertInvitation(db: Db, row: { codeHash: string; email: string | null; expiresAt: Date; now: Date }) {
  return db
    .insertInto('invitations')
    .values({ code_hash: row.codeHash, email: row.email, expires_at: row.expiresAt, created_at: row.now })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

export function findInvitationByHash(db: Db, codeHash: string) {
  return db
    .selectFrom('invitations')
    .select(['id', 'email', 'expires_at', 'used_at'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
}

/**
 * Takes the invitation for one sign-up: the row lock and `used_at is null` make a concurrent
 * second use find nothing, so one code makes one account.
 */
export function claimInvitation(db: Db, input: { codeHash: string; email: string; now: Date }) {
  return db
    .updateTable('invitations')
    .set({ used_at: input.now })
    .where('code_hash', '=', input.codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .where((eb) => eb.or([eb('email', 'is', null), eb(sql<string>`lower(email)`, '=', input.email)]))
    .returning(['id'])
    .executeTakeFirst();
}

export async function setInvitationAccount(db: Db, invitationId: string, accountId: string): Promise<void> {
  await db.updateTable('invitations').set({ used_by_account_id: accountId }).where('id', '=', invitationId).execute();
}

/**
 * Counts an 'e-mail taken' answer against a live code; the `max`-th spends it. Answers the count, or
 * undefined when the code is no longer live (used, spent or expired meanwhile).
 */
export async function countTakenAnswer(
  db: Db,
  input: { codeHash: string; now: Date; max: number },
): Promise<{ id: string; takenAnswers: number } | undefined> {
  const row = await db
    .updateTable('invitations')
    .set((eb) => ({
      taken_answers: eb('taken_answers', '+', 1),
      used_at: sql<Date | null>`case when taken_answers + 1 >= ${input.max} then ${input.now}::timestamptz end`,
    }))
    .where('code_hash', '=', input.codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .returning(['id', 'taken_answers'])
    .executeTakeFirst();
  return row && { id: row.id, takenAnswers: row.taken_answers };
}
