import { sql, type Kysely } from 'kysely';

/**
 * A guess keeps the spellings it was judged against (the canonical one first), so a past result shows
 * what was accepted when it was played: a variant staff add later no longer sits beside a guess marked
 * "Not accepted" that it spells, and one they remove no longer leaves an accepted guess unexplained.
 * Guesses made before are given the word's spellings as they are now, the best record there is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table guesses add column acceptable text[]`.execute(db);
  await sql`
    update guesses g
    set acceptable = array[w.canonical] || coalesce((select array_agg(v.spelling order by v.spelling)
      from word_variants v where v.word_id = w.id and v.spelling <> w.canonical), '{}')
    from words w
    where w.id = g.word_id`.execute(db);
  await sql`alter table guesses alter column acceptable set not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table guesses drop column acceptable`.execute(db);
}
