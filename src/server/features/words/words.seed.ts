import { z } from 'zod';
import { CreateWordSchema, SpellingVariantSchema } from '../../../shared/schemas/admin-words.schema';
import { isPartOfSpeech, SpokenFormSchema } from '../../../shared/schemas/words.schema';
import type { AppDeps } from '../../deps';
import { type ClipRef, requireAudio } from '../audio';
import type { StarterBankEntry } from './starter-bank';
import { findTakenSpellings, insertWords, clipTextsOf, type ClipHashes, type NewWordRow } from './words.repository';
import { loadLexicon } from './lexicon';
import { gradeSpelling, storeSoundAlikes } from './words.service';

/** A word to load, as read from the starter bank or a CSV row, before it is checked. */
export interface SeedEntry {
  /** Where it came from, for error lines: "line 7". */
  source: string;
  spelling: string;
  variants: { text: string; tag?: string | null }[];
  definition: string;
  sentence1: string;
  sentence2: string;
  difficulty?: number;
  partOfSpeech?: string | null;
  soundsLike?: string[];
  spokenForm?: string | null;
}

export interface SeedResult {
  added: number;
  skipped: number;
  failed: number;
  /** One line per failed entry: where and why. */
  problems: string[];
}

const SeedEntrySchema = CreateWordSchema.and(
  z.object({
    variants: z.array(SpellingVariantSchema),
    difficulty: z.number().int().min(1).max(5).optional(),
    soundsLike: z.array(z.string()).optional(),
    spokenForm: SpokenFormSchema.nullish(),
  }),
);

/** Words per transaction: one progress step each. */
const CHUNK = 500;

type CheckedEntry = z.infer<typeof SeedEntrySchema>;

export interface SeedOptions {
  onProgress?: (done: number, total: number) => void;
  /**
   * The entries are the starter bank (checked by its own test) going into an empty database: skip
   * the per-entry checks and the lookup of existing spellings, to start fast. A concurrent seed by
   * another process is still harmless: existing spellings are skipped by the unique index.
   */
  trusted?: boolean;
}

/**
 * Loads words fast (batched inserts, one transaction per chunk) and idempotently: an entry any of
 * whose spellings a word accepts already, or an earlier entry took, is skipped. Clips are added
 * pending; the audio queue makes them in the background.
 */
export async function seedWords(
  deps: AppDeps,
  entries: readonly SeedEntry[],
  { onProgress = () => undefined, trusted = false }: SeedOptions = {},
): Promise<SeedResult> {
  const result: SeedResult = { added: 0, skipped: 0, failed: 0, problems: [] };
  const valid: CheckedEntry[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const checked = trusted ? trustEntry(entry) : checkEntry(entry, result);
    if (!checked) continue;
    const spellings = [checked.spelling, ...checked.variants.map((v) => v.text)];
    if (spellings.some((s) => seen.has(s))) result.skipped += 1;
    else valid.push(checked);
    for (const spelling of spellings) seen.add(spelling);
  }
  onProgress(result.failed + result.skipped, entries.length);

  const taken = trusted
    ? new Set<string>()
    : await findTakenSpellings(
        deps.db,
        valid.flatMap((entry) => [entry.spelling, ...entry.variants.map((v) => v.text)]),
      );
  const fresh = valid.filter(
    (entry) => ![entry.spelling, ...entry.variants.map((v) => v.text)].some((s) => taken.has(s)),
  );
  result.skipped += valid.length - fresh.length;
  let done = entries.length - fresh.length;
  onProgress(done, entries.length);

  const audio = requireAudio(deps);
  const describeClips = await audio.clipDescriber();
  for (let i = 0; i < fresh.length; i += CHUNK) {
    const rows: NewWordRow[] = [];
    const refs: ClipRef[] = [];
    for (const entry of fresh.slice(i, i + CHUNK)) {
      const texts = { ...entry, canonical: entry.spelling, spokenForm: entry.spokenForm || null };
      const wordRefs = describeClips(clipTextsOf(texts));
      refs.push(...wordRefs);
      rows.push({
        ...texts,
        difficulty: entry.difficulty ?? (await gradeSpelling(entry.spelling)),
        partOfSpeech: entry.partOfSpeech ?? null,
        soundsLike: entry.soundsLike ?? [],
        variants: entry.variants
          .filter((v) => v.text !== entry.spelling)
          .map((v) => ({ text: v.text, tag: v.tag ?? null })),
        hashes: wordRefs.map((ref) => ref.textHash) as ClipHashes,
      });
    }
    const ids = await deps.db.transaction().execute(async (trx) => {
      await audio.addClips(trx, refs);
      const inserted = await insertWords(trx, rows);
      // A CSV says nothing of sound-alikes: they are found as for a word staff add.
      const unmarked = rows.filter((row, index) => inserted.has(row.canonical) && !fresh[i + index]?.soundsLike);
      if (unmarked.length > 0) {
        const lexicon = await loadLexicon();
        for (const row of unmarked) {
          const id = inserted.get(row.canonical) ?? '';
          await storeSoundAlikes(trx, lexicon, { id, canonical: row.canonical, variants: row.variants });
        }
      }
      return inserted;
    });
    result.added += ids.size;
    result.skipped += rows.length - ids.size; // taken meanwhile by another process
    done += rows.length;
    onProgress(done, entries.length);
  }
  if (result.added > 0) audio.queue.wake();
  return result;
}

function checkEntry(entry: SeedEntry, result: SeedResult): CheckedEntry | undefined {
  const parsed = SeedEntrySchema.safeParse(entry);
  if (parsed.success) return parsed.data;
  result.failed += 1;
  const issue = parsed.error.issues[0];
  const where = [issue?.path.join('.'), issue?.message ?? 'invalid'].filter(Boolean).join(' ');
  result.problems.push(`${entry.source} (${entry.spelling || 'no spelling'}): ${where}`);
  return undefined;
}

function trustEntry(entry: SeedEntry): CheckedEntry {
  return {
    ...entry,
    partOfSpeech: isPartOfSpeech(entry.partOfSpeech) ? entry.partOfSpeech : null,
    variants: entry.variants.map((v) => ({ text: v.text, tag: v.tag ?? null })),
  };
}

/** The starter bank's entries as seed entries. */
export function starterSeedEntries(entries: readonly StarterBankEntry[]): SeedEntry[] {
  return entries.map((entry, index) => ({
    source: `entry ${index + 1}`,
    spelling: entry.spelling,
    variants: entry.variants ?? [],
    definition: entry.definition,
    sentence1: entry.sentences[0],
    sentence2: entry.sentences[1],
    difficulty: entry.difficulty,
    partOfSpeech: entry.partOfSpeech,
    soundsLike: entry.soundsLike ?? [],
    spokenForm: entry.spokenForm || null,
  }));
}
