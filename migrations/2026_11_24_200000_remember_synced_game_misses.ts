import { sql, type Kysely } from 'kysely';

/**
 * When training last took in a player's game misses, and an index to read only the submissions made
 * since: the sync read the player's whole game history (about 660 guesses a year, 1,800 pages from a
 * cold cache) on every training word.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table training_players add column misses_synced_at timestamptz`.execute(db);
  await sql`create index submissions_account_created_idx on submissions (account_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index submissions_account_created_idx`.execute(db);
  await sql`alter table training_players drop column misses_synced_at`.execute(db);
}
