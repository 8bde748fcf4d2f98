import { sql, type Kysely } from 'kysely';

/**
 * A training answer keeps the spellings it was judged against (the canonical one first), as a game's
 * guess does: the history shows what was accepted when the player answered. Answers made before are
 * given the word's spellings as they are now.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table training_attempts add column acceptable text[]`.execute(db);
  await sql`
    update training_attempts a
    set acceptable = array[w.canonical] || coalesce((select array_agg(v.spelling order by v.spelling)
      from word_variants v where v.word_id = w.id and v.spelling <> w.canonical), '{}')
    from words w
    where w.id = a.word_id`.execute(db);
  await sql`alter table training_attempts alter column acceptable set not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table training_attempts drop column acceptable`.execute(db);
}
