import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Makes a code for the e-mail's account unless it already got `maxPerHour` in the last hour; answers
 * the account id, or undefined. The account row is locked so concurrent requests respect the cap.
 */
export async function insertRecoveryCodeForEmail(
  db: Db,
  input: { email: string; codeHash: string; now: Date; expiresAt: Date; since: Date; maxPerHour: number },
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select('id')
      .where(sql<string>`lower(email)`, '=', input.email)
      .forUpdate()
      .executeTakeFirst();
    if (!account) return undefined;
    const recent = await trx
      .selectFrom('recovery_codes')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('account_id', '=', account.id)
      .where('created_at', '>', input.since)
      .executeTakeFirstOrThrow();
    if (recent.n >= input.maxPerHour) return undefined;
    await trx
      .insertInto('recovery_codes')
      .values({ account_id: account.id, code_hash: input.codeHash, created_at: input.now, expires_at: input.expiresAt })
      .execute();
    return account.id;
  });
}

/** The code of this hash, locked until the reset's transaction ends (two resets with one code: one wins). */
export function findRecoveryCodeForUpdate(db: Db, codeHash: string) {
  return db
    .selectFrom('recovery_codes')
    .select(['id', 'account_id', 'expires_at', 'used_at', 'attempts'])
    .where('code_hash', '=', codeHash)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * A failed try counts against the code that was tried, and only that one: a guess of a code that does
 * not exist names no code, so it voids nobody's (counting it against the e-mail's codes let anyone
 * keep a person from resetting). Guessing a code itself is out of reach: 128 random bits, tried under
 * the per-IP limit; a code a stranger does hold (with a wrong e-mail) dies after a few tries.
 */
export async function countFailedTry(db: Db, input: { codeId: string | undefined; now: Date }): Promise<void> {
  if (!input.codeId) return;
  await db
    .updateTable('recovery_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', input.codeId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .execute();
}

/** After a reset, every outstanding code of the account is spent. */
export async function useAccountRecoveryCodes(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}
