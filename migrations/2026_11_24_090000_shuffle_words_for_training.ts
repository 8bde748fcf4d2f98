import { sql, type Kysely } from 'kysely';

/**
 * A fixed random place for every word, indexed within its difficulty: training draws a player's new
 * words by walking that index from a random point instead of sorting the whole difficulty by
 * random() (at ten times the starter bank that sort read 4,339 words for each word served). The
 * composite index also answers everything the difficulty-only index did.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table words add column shuffle_key double precision not null default random()`.execute(db);
  await sql`create index words_difficulty_shuffle_idx on words (difficulty, shuffle_key)`.execute(db);
  await sql`drop index words_difficulty_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index words_difficulty_idx on words (difficulty)`.execute(db);
  await sql`drop index words_difficulty_shuffle_idx`.execute(db);
  await sql`alter table words drop column shuffle_key`.execute(db);
}
