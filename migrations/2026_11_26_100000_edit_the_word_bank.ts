import { sql, type Kysely } from 'kysely';

/**
 * What a pronouncer tells a speller besides the definition: the word's part of speech, and the other
 * words it sounds like (a player is told that it has some, never which). A starter word the edited bank
 * no longer holds is retired: it stays in the games that used it, and new games and training leave it out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table words add column part_of_speech text`.execute(db);
  await sql`alter table words add column sounds_like text[] not null default '{}'`.execute(db);
  await sql`alter table words add column retired_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table words drop column retired_at`.execute(db);
  await sql`alter table words drop column sounds_like`.execute(db);
  await sql`alter table words drop column part_of_speech`.execute(db);
}
