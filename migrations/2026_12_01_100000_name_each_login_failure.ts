import { sql, type Kysely } from 'kysely';

/**
 * Each failed login written by a try the process let through carries that try's id, so the count that
 * decides the next try knows exactly which of the tries in flight it has already seen: a failure whose
 * write committed while the count was read is counted once, never twice and never not at all.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table login_failures add column try_id uuid`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table login_failures drop column try_id`.execute(db);
}
