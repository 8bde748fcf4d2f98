import { sql, type Kysely } from 'kysely';

/**
 * How many times a code has answered that an e-mail already has an account: a few, then the code is
 * spent, so one unused code cannot be asked about any number of addresses.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table invitations add column taken_answers integer not null default 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table invitations drop column taken_answers`.execute(db);
}
