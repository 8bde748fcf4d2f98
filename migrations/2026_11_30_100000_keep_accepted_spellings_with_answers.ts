import { sql, type Kysely } from 'kysely';

/** The tables of answers: a game's guesses and training's attempts, each naming its word. */
const ANSWER_TABLES = ['guesses', 'training_attempts'];

/**
 * An answer keeps the spellings it was judged against (the canonical one first), so a past result or the
 * training history shows what was accepted when the player answered: a variant staff add later no longer
 * sits beside an answer marked "Not accepted" that it spells, and one they remove no longer leaves an
 * accepted answer unexplained. Answers made before are given the word's spellings as they are now, the
 * best record there is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ANSWER_TABLES) {
    await sql`alter table ${sql.table(table)} add column acceptable text[]`.execute(db);
    await sql`
      update ${sql.table(table)} a
      set acceptable = array[w.canonical] || coalesce((select array_agg(v.spelling order by v.spelling)
        from word_variants v where v.word_id = w.id and v.spelling <> w.canonical), '{}')
      from words w
      where w.id = a.word_id`.execute(db);
    await sql`alter table ${sql.table(table)} alter column acceptable set not null`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ANSWER_TABLES) await sql`alter table ${sql.table(table)} drop column acceptable`.execute(db);
}
