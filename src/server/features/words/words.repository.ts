import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { ReportedWord } from './words.report';

export interface SpellingVariant {
  text: string;
  tag: string | null;
}

/** The texts of a word; its four clips speak spokenForm (or canonical), definition and both sentences. */
export interface WordTexts {
  canonical: string;
  spokenForm: string | null;
  definition: string;
  sentence1: string;
  sentence2: string;
}

/** The hash columns, in the order of clipTextsOf(). */
export const CLIP_SLOTS = ['canonical_hash', 'definition_hash', 'sentence1_hash', 'sentence2_hash'] as const;
export type ClipHashes = [string, string, string, string];

export function clipTextsOf(word: WordTexts): [string, string, string, string] {
  return [word.spokenForm ?? word.canonical, word.definition, word.sentence1, word.sentence2];
}

export interface NewWordRow extends WordTexts {
  difficulty: number;
  partOfSpeech?: string | null;
  soundsLike?: string[];
  hashes: ClipHashes;
  variants: SpellingVariant[];
}

/** Rows per insert statement (10 parameters a row). */
const INSERT_CHUNK = 500;

/**
 * Inserts words and their variants; a word whose spelling exists already (a concurrent seed) is skipped.
 * Answers the ids of the inserted words by canonical spelling.
 */
export async function insertWords(trx: DbOrTrx, words: readonly NewWordRow[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let i = 0; i < words.length; i += INSERT_CHUNK) {
    const rows = await trx
      .insertInto('words')
      .values(
        words.slice(i, i + INSERT_CHUNK).map((word) => ({
          canonical: word.canonical,
          spoken_form: word.spokenForm,
          definition: word.definition,
          sentence1: word.sentence1,
          sentence2: word.sentence2,
          difficulty: word.difficulty,
          part_of_speech: word.partOfSpeech ?? null,
          sounds_like: word.soundsLike ?? [],
          canonical_hash: word.hashes[0],
          definition_hash: word.hashes[1],
          sentence1_hash: word.hashes[2],
          sentence2_hash: word.hashes[3],
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'canonical'])
      .execute();
    for (const row of rows) ids.set(row.canonical, row.id);
  }
  const variants = words.flatMap((word) => {
    const wordId = ids.get(word.canonical);
    return wordId ? word.variants.map((v) => ({ word_id: wordId, spelling: v.text, tag: v.tag })) : [];
  });
  for (let i = 0; i < variants.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('word_variants')
      .values(variants.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return ids;
}

/** Which of these spellings (lower-cased) some word already accepts, as canonical or variant. */
export async function findTakenSpellings(
  db: DbOrTrx,
  spellings: readonly string[],
  exceptWordId?: string,
): Promise<Set<string>> {
  const wanted = [...new Set(spellings.map((s) => s.toLowerCase()))];
  const taken = new Set<string>();
  for (let i = 0; i < wanted.length; i += 1000) {
    const chunk = wanted.slice(i, i + 1000);
    const except = exceptWordId ?? '00000000-0000-0000-0000-000000000000';
    const rows = await sql<{ spelling: string }>`
      select lower(canonical) as spelling from words where lower(canonical) in (${sql.join(chunk)}) and id <> ${except}
      union
      select lower(spelling) from word_variants where lower(spelling) in (${sql.join(chunk)}) and word_id <> ${except}`.execute(
      db,
    );
    for (const row of rows.rows) taken.add(row.spelling);
  }
  return taken;
}

export interface StoredWord extends WordTexts {
  id: string;
  hashes: [string | null, string | null, string | null, string | null];
  variants: SpellingVariant[];
}

export async function findWordForUpdate(trx: DbOrTrx, wordId: string): Promise<StoredWord | undefined> {
  const row = await trx
    .selectFrom('words')
    .select(['id', 'canonical', 'spoken_form', 'definition', 'sentence1', 'sentence2', ...CLIP_SLOTS])
    .where('id', '=', wordId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const variants = await trx
    .selectFrom('word_variants')
    .select(['spelling as text', 'tag'])
    .where('word_id', '=', wordId)
    .orderBy('spelling')
    .execute();
  return {
    id: row.id,
    canonical: row.canonical,
    spokenForm: row.spoken_form,
    definition: row.definition,
    sentence1: row.sentence1,
    sentence2: row.sentence2,
    hashes: [row.canonical_hash, row.definition_hash, row.sentence1_hash, row.sentence2_hash],
    variants,
  };
}

export async function updateWordRow(
  trx: DbOrTrx,
  wordId: string,
  word: WordTexts & {
    hashes: ClipHashes;
    difficulty?: number;
    partOfSpeech?: string | null;
    retired?: boolean;
    /** A staff member's change: a new edition of the starter bank leaves the word alone after it. */
    byStaff?: boolean;
  },
): Promise<void> {
  await trx
    .updateTable('words')
    .set({
      canonical: word.canonical,
      spoken_form: word.spokenForm,
      definition: word.definition,
      sentence1: word.sentence1,
      sentence2: word.sentence2,
      ...(word.difficulty !== undefined ? { difficulty: word.difficulty } : {}),
      ...(word.partOfSpeech !== undefined ? { part_of_speech: word.partOfSpeech } : {}),
      // A word retired before keeps the moment it left the games.
      ...(word.retired !== undefined ? { retired_at: word.retired ? sql`coalesce(retired_at, now())` : null } : {}),
      ...(word.byStaff ? { staff_edited_at: sql`now()` } : {}),
      canonical_hash: word.hashes[0],
      definition_hash: word.hashes[1],
      sentence1_hash: word.hashes[2],
      sentence2_hash: word.hashes[3],
      updated_at: sql`now()`,
    })
    .where('id', '=', wordId)
    .execute();
}

export async function replaceVariants(
  trx: DbOrTrx,
  wordId: string,
  variants: readonly SpellingVariant[],
): Promise<void> {
  await trx.deleteFrom('word_variants').where('word_id', '=', wordId).execute();
  if (variants.length === 0) return;
  await trx
    .insertInto('word_variants')
    .values(variants.map((v) => ({ word_id: wordId, spelling: v.text, tag: v.tag })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Words of the bank that count `spelling` among their sound-alikes. */
export async function findSoundAlikesNamed(db: DbOrTrx, spelling: string): Promise<string[]> {
  const rows = await db
    .selectFrom('words')
    .select('canonical')
    .where(sql<boolean>`${spelling} = any(sounds_like)`)
    .where('canonical', '<>', spelling)
    .execute();
  return rows.map((row) => row.canonical);
}

/** Adds `spelling` to the sound-alikes of these words of the bank (kept sorted, never twice). */
export async function addSoundAlike(db: DbOrTrx, canonicals: readonly string[], spelling: string): Promise<void> {
  if (canonicals.length === 0) return;
  await db
    .updateTable('words')
    .set({
      sounds_like: sql<
        string[]
      >`array(select alike from unnest(array_append(sounds_like, ${spelling}::text)) as alike order by alike)`,
    })
    .where('canonical', 'in', [...canonicals])
    .where(sql<boolean>`not (${spelling} = any(sounds_like))`)
    .execute();
}

/** Every word players may get (retired ones left out), as the bank report reads them. */
export async function findReportedWords(db: DbOrTrx): Promise<ReportedWord[]> {
  const rows = await db
    .selectFrom('words as w')
    .select([
      'w.canonical',
      'w.part_of_speech',
      'w.definition',
      'w.sentence1',
      'w.sentence2',
      'w.difficulty',
      'w.sounds_like',
      'w.spoken_form',
      sql<number>`(select count(*)::int from word_variants v where v.word_id = w.id)`.as('variants'),
    ])
    .where('w.retired_at', 'is', null)
    .orderBy('w.canonical')
    .execute();
  return rows.map((row) => ({
    spelling: row.canonical,
    partOfSpeech: row.part_of_speech,
    definition: row.definition,
    sentences: [row.sentence1, row.sentence2],
    difficulty: row.difficulty,
    variants: row.variants,
    soundsLike: row.sounds_like,
    spokenForm: row.spoken_form,
  }));
}
