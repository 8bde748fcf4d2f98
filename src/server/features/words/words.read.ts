import { sql, type Expression } from 'kysely';
import type { PlayerWord } from '../../../shared/schemas/words.schema';
import type { Db, DbOrTrx } from '../../db/database';
import { audioUrl, clipsToJoin } from '../audio';

/** Words `w`, for a statement of another feature that reads words (their columns are this feature's API). */
export function selectWords(db: DbOrTrx) {
  return db.selectFrom('words as w');
}

/** Words to join on their id: the canonical spelling (see `variantsOf` for the others). */
export function wordsToJoin(db: DbOrTrx) {
  return db.selectFrom('words').select(['id', 'canonical']);
}

/** Words `w` with their four clips: `c` (canonical), `d` (definition), `s1` and `s2` (sentences). */
export function selectWordsWithClips(db: DbOrTrx) {
  return db
    .selectFrom('words as w')
    .leftJoin(clipsToJoin(db).as('c'), 'c.text_hash', 'w.canonical_hash')
    .leftJoin(clipsToJoin(db).as('d'), 'd.text_hash', 'w.definition_hash')
    .leftJoin(clipsToJoin(db).as('s1'), 's1.text_hash', 'w.sentence1_hash')
    .leftJoin(clipsToJoin(db).as('s2'), 's2.text_hash', 'w.sentence2_hash');
}

/** The columns of a player word, from `selectWordsWithClips` (or the same joins): see `playerWordOf`. */
export const playerWordColumns = [
  'w.id',
  'w.part_of_speech as partOfSpeech',
  sql<boolean>`cardinality(w.sounds_like) > 0`.as('soundsLikeAnother'),
  'c.url_key as canonicalKey',
  'd.url_key as definitionKey',
  's1.url_key as sentence1Key',
  's2.url_key as sentence2Key',
] as const;

interface PlayerWordRow {
  id: string;
  partOfSpeech: PlayerWord['partOfSpeech'];
  soundsLikeAnother: boolean;
  canonicalKey: string | null;
  definitionKey: string | null;
  sentence1Key: string | null;
  sentence2Key: string | null;
}

/** Player words to join on their id, with the columns of `playerWordColumns`: see `playerWordOf`. */
export function playerWordsToJoin(db: DbOrTrx) {
  return selectWordsWithClips(db).select(playerWordColumns);
}

/** A word as a player may see it: its clips, never its text. */
export function playerWordOf(row: PlayerWordRow): PlayerWord {
  return {
    id: row.id,
    partOfSpeech: row.partOfSpeech,
    soundsLikeAnother: row.soundsLikeAnother,
    audioUrls: {
      canonical: audioUrl(row.canonicalKey),
      definition: audioUrl(row.definitionKey),
      sentences: [audioUrl(row.sentence1Key), audioUrl(row.sentence2Key)],
    },
  };
}

/** Player words (audio URLs only) by id; ids without a word are absent from the map. */
export async function findPlayerWords(db: Db, wordIds: readonly string[]): Promise<Map<string, PlayerWord>> {
  if (wordIds.length === 0) return new Map();
  const rows = await playerWordsToJoin(db)
    .where('w.id', 'in', [...wordIds])
    .execute();
  return new Map(rows.map((row) => [row.id, playerWordOf(row)]));
}

/** The word's variant spellings (in alphabetical order; the canonical one may be among them). */
export function variantsOf(wordId: Expression<string | null>) {
  return sql<string[]>`coalesce((select array_agg(v.spelling order by v.spelling) from word_variants v
    where v.word_id = ${wordId}), '{}')`;
}

/**
 * Each answer's spellings as one parameter of a batched statement: a text per answer, the spellings
 * parted by a space (they are a to z only), since an array of arrays would not unnest row by row.
 * `unpackSpellings` turns one back into a text[] in the statement.
 */
export function packSpellings(answers: readonly { acceptable: readonly string[] }[]): string[] {
  return answers.map((answer) => answer.acceptable.join(' '));
}

/** The text[] of spellings a `packSpellings` text holds (a column of the unnested rows). */
export function unpackSpellings(packed: Expression<string>) {
  return sql<string[]>`string_to_array(${packed}, ' ')`;
}

/** Every accepted spelling of a word, the canonical one first. */
export function spellingsOf(canonical: string, variants: readonly string[]): string[] {
  return [canonical, ...variants.filter((v) => v !== canonical)];
}

/** What staff know a word by (its number and spelling), by id; ids without a word are absent. */
export async function findWordLabels(
  db: Db,
  wordIds: readonly string[],
): Promise<Map<string, { number: number; canonical: string }>> {
  if (wordIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('words')
    .select(['id', 'number', 'canonical'])
    .where('id', 'in', [...wordIds])
    .execute();
  return new Map(rows.map((row) => [row.id, { number: row.number, canonical: row.canonical }]));
}

/** The text hashes of these words' clips (canonical, definition, sentences), for the audio queue. */
export async function findClipHashes(db: Db, wordIds: readonly string[]): Promise<string[]> {
  if (wordIds.length === 0) return [];
  const rows = await db
    .selectFrom('words')
    .select(['canonical_hash', 'definition_hash', 'sentence1_hash', 'sentence2_hash'])
    .where('id', 'in', [...wordIds])
    .execute();
  return rows.flatMap((row) =>
    [row.canonical_hash, row.definition_hash, row.sentence1_hash, row.sentence2_hash].filter(
      (hash): hash is string => hash !== null,
    ),
  );
}

/** Every accepted spelling of each word, the canonical one first. */
export async function findSpellings(db: Db, wordIds: readonly string[]): Promise<Map<string, string[]>> {
  if (wordIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('words as w')
    .select((eb) => ['w.id', 'w.canonical', variantsOf(eb.ref('w.id')).as('variants')])
    .where('w.id', 'in', [...wordIds])
    .execute();
  return new Map(rows.map((row) => [row.id, spellingsOf(row.canonical, row.variants)]));
}

/** Guesses are compared trimmed and lower-cased (product §4). */
export function normalizeGuess(raw: string): string {
  return raw.trim().toLowerCase();
}

/** One rule for games and training: a guess is accepted when it equals one of the spellings. */
export function isAccepted(guess: string, spellings: readonly string[]): boolean {
  const normalized = normalizeGuess(guess);
  return normalized.length > 0 && spellings.some((spelling) => normalizeGuess(spelling) === normalized);
}
