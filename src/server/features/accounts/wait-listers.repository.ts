import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { WaitListerStatus } from '../../db/schema';

/**
 * The same e-mail twice keeps one row (unique on lower(email)). An e-mail that has an account already is
 * written as joined: staff never invite someone who is in.
 */
export async function insertWaitLister(db: Db, row: { email: string; locale: string; now: Date }): Promise<void> {
  const hasAccount = hasAccountOf(row.email);
  await db
    .insertInto('wait_listers')
    .values({
      email: row.email,
      locale: row.locale,
      created_at: row.now,
      status: sql<WaitListerStatus>`case when ${hasAccount} then 'joined' else 'waiting' end`,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .execute();
}

export function listWaitListers(db: Db, input: { after?: string; limit: number }) {
  let query = db
    .selectFrom('wait_listers')
    .select(['id', 'email', 'status', 'created_at'])
    .orderBy('email')
    .limit(input.limit);
  if (input.after !== undefined) query = query.where('email', '>', input.after);
  return query.execute();
}

export function findWaitListerForUpdate(db: Db, id: string) {
  return db
    .selectFrom('wait_listers')
    .select(['id', 'email', 'status', 'locale'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** waiting → invited (a joined wait-lister stays joined). */
export async function markWaitListerInvited(db: Db, email: string): Promise<void> {
  await db
    .updateTable('wait_listers')
    .set({ status: 'invited' })
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('status', '=', 'waiting')
    .execute();
}

/** Whether an account has this e-mail (any case), as an SQL condition. */
const hasAccountOf = (email: string) =>
  sql<boolean>`exists (select 1 from accounts where lower(email) = ${email.toLowerCase()})`;

/**
 * The wait-lister of an e-mail that has an account is marked joined, whichever way the account came (a
 * code at /join, staff, the CLI); whether one was.
 */
export async function markWaitListerJoined(db: Db, email: string): Promise<boolean> {
  const marked = await db
    .updateTable('wait_listers')
    .set({ status: 'joined' })
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where(hasAccountOf(email))
    .executeTakeFirst();
  return marked.numUpdatedRows > 0n;
}
