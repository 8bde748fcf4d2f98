import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** One page of accounts by e-mail (case-insensitive, as the unique index orders them). */
export function listAccounts(db: Db, page: { after?: string; limit: number }) {
  let query = db
    .selectFrom('accounts')
    .select(['id', 'email', 'roles', 'created_at'])
    .orderBy(sql`lower(email)`)
    .limit(page.limit);
  if (page.after !== undefined) query = query.where(sql<string>`lower(email)`, '>', page.after.toLowerCase());
  return query.execute();
}
