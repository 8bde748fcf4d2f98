import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { ClipState } from '../../../shared/schemas/admin-words.schema';
import { usableClipExists } from '../audio';
import type { SpellingVariant } from './words.repository';
import { selectWordsWithClips } from './words.read';

/**
 * True when one of the word's four clips is missing, failed, or in another voice than the current
 * one (stale). A pending clip is on its way and not a problem. The admin list filters on it.
 */
export function problematicWordSql(voice: string): RawBuilder<boolean> {
  const slots = ['canonical_hash', 'definition_hash', 'sentence1_hash', 'sentence2_hash'] as const;
  const missing = slots.map((slot) => sql`not ${usableClipExists(sql.ref(`w.${slot}`), voice)}`);
  return sql<boolean>`(${sql.join(missing, sql` or `)})`;
}

export interface AdminWordRow {
  id: string;
  number: number;
  createdAt: Date;
  canonical: string;
  spokenForm: string | null;
  definition: string;
  sentence1: string;
  sentence2: string;
  difficulty: number;
  partOfSpeech: string | null;
  soundsLike: string[];
  retired: boolean;
  problematic: boolean;
  variants: SpellingVariant[];
  clips: { hash: string | null; urlKey: string | null; state: ClipState | null }[];
}

function selectAdminWords(db: Db, voice: string) {
  return selectWordsWithClips(db).select([
    'w.id',
    'w.number',
    'w.created_at as createdAt',
    'w.canonical',
    'w.spoken_form as spokenForm',
    'w.definition',
    'w.sentence1',
    'w.sentence2',
    'w.difficulty',
    'w.part_of_speech as partOfSpeech',
    'w.sounds_like as soundsLike',
    sql<boolean>`w.retired_at is not null`.as('retired'),
    'w.canonical_hash',
    'w.definition_hash',
    'w.sentence1_hash',
    'w.sentence2_hash',
    'c.url_key as c_key',
    'c.state as c_state',
    'd.url_key as d_key',
    'd.state as d_state',
    's1.url_key as s1_key',
    's1.state as s1_state',
    's2.url_key as s2_key',
    's2.state as s2_state',
    problematicWordSql(voice).as('problematic'),
    sql<
      SpellingVariant[]
    >`coalesce((select json_agg(json_build_object('text', v.spelling, 'tag', v.tag) order by v.spelling) from word_variants v where v.word_id = w.id), '[]'::json)`.as(
      'variants',
    ),
  ]);
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectAdminWords>['execute']>>[number];

function toAdminWordRow(row: SelectedRow): AdminWordRow {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt,
    canonical: row.canonical,
    spokenForm: row.spokenForm,
    definition: row.definition,
    sentence1: row.sentence1,
    sentence2: row.sentence2,
    difficulty: row.difficulty,
    partOfSpeech: row.partOfSpeech,
    soundsLike: row.soundsLike,
    retired: row.retired,
    problematic: row.problematic,
    variants: row.variants,
    clips: [
      { hash: row.canonical_hash, urlKey: row.c_key, state: row.c_state },
      { hash: row.definition_hash, urlKey: row.d_key, state: row.d_state },
      { hash: row.sentence1_hash, urlKey: row.s1_key, state: row.s1_state },
      { hash: row.sentence2_hash, urlKey: row.s2_key, state: row.s2_state },
    ],
  };
}

/** A page of words by canonical text (the sort key of product §12.3), after `after` when given. */
export async function findAdminWordPage(
  db: Db,
  voice: string,
  page: { after?: string | undefined; limit: number; problematic?: boolean | undefined },
): Promise<AdminWordRow[]> {
  let query = selectAdminWords(db, voice)
    .orderBy(sql`lower(w.canonical)`)
    .limit(page.limit);
  if (page.after !== undefined) query = query.where(sql<string>`lower(w.canonical)`, '>', page.after.toLowerCase());
  if (page.problematic) query = query.where(problematicWordSql(voice));
  return (await query.execute()).map(toAdminWordRow);
}

export async function findAdminWordRow(db: Db, voice: string, wordId: string): Promise<AdminWordRow | undefined> {
  const row = await selectAdminWords(db, voice).where('w.id', '=', wordId).executeTakeFirst();
  return row && toAdminWordRow(row);
}

/** The word that accepts each spelling (lower-cased); a canonical match wins over a variant. */
export async function findWordIdsBySpelling(db: Db, spellings: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(spellings.map((s) => s.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await sql<{ spelling: string; id: string; rank: number }>`
    select lower(canonical) as spelling, id, 0 as rank from words where lower(canonical) in (${sql.join(wanted)})
    union all
    select lower(spelling), word_id, 1 from word_variants where lower(spelling) in (${sql.join(wanted)})
    order by rank`.execute(db);
  const ids = new Map<string, string>();
  for (const row of rows.rows) if (!ids.has(row.spelling)) ids.set(row.spelling, row.id);
  return ids;
}
