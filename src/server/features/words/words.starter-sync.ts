import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { type ClipRef, requireAudio } from '../audio';
import {
  fingerprintEntry,
  fingerprintTexts,
  readEarlierFingerprints,
  readStarterBank,
  type StarterBank,
  type StarterBankEntry,
} from './starter-bank';
import type { DbOrTrx } from '../../db/database';
import { clipTextsOf, type WordTexts } from './words.repository';
import { seedWords, starterSeedEntries } from './words.seed';

/** What an installation did with a new edition of the starter bank. */
export interface StarterSyncResult {
  /** Bank words the database did not have. */
  added: number;
  /** Words that still held an earlier edition's texts, now the edited ones (their clips made anew). */
  updated: number;
  /** Words a staff member edited: their texts stay as they are. */
  kept: number;
  /** Unedited starter words the edition dropped: left out of new games and training, never deleted. */
  retired: number;
  /** Words already holding this edition's texts. */
  unchanged: number;
}

const EDITION_SETTING = 'words.starter_bank_edition';
/** Any constant: two processes starting together take turns instead of syncing twice. */
const SYNC_LOCK = 740_221;

/**
 * Brings an installation's words to the bundled starter bank: an empty database gets the whole bank;
 * an older one takes a new edition once (the edition is remembered in app_settings). A word is updated
 * only while it holds the texts of an earlier edition exactly and staff never changed it in the admin
 * area, so a staff member's edit is never overwritten; no word is deleted, so every game and
 * submission keeps its words.
 */
export async function syncStarterBank(
  deps: AppDeps,
  {
    force = false,
    bank = readStarterBank(),
    earlier = readEarlierFingerprints(),
    onProgress = () => undefined,
  }: {
    force?: boolean;
    bank?: StarterBank;
    /** Fingerprints of the texts of every edition so far (starter-bank.earlier.json). */
    earlier?: ReadonlySet<string>;
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<StarterSyncResult | null> {
  if (!force && (await readEdition(deps)) === bank.edition) return null;
  const audio = requireAudio(deps);
  const describeClips = await audio.clipDescriber();
  const empty = (await deps.db.selectFrom('words').select('id').limit(1).executeTakeFirst()) === undefined;
  if (empty) {
    const seeded = await seedWords(deps, starterSeedEntries(bank.entries), { trusted: true, onProgress });
    await saveEdition(deps, bank.edition);
    return { added: seeded.added, updated: 0, kept: 0, retired: 0, unchanged: 0 };
  }

  const entries = new Map(bank.entries.map((entry) => [entry.spelling, entry]));
  const result: StarterSyncResult = { added: 0, updated: 0, kept: 0, retired: 0, unchanged: 0 };
  const newClips: ClipRef[] = [];
  const storedCount = await deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SYNC_LOCK})`.execute(trx);
    const stored = await trx
      .selectFrom('words')
      .select(['id', 'canonical', 'spoken_form', 'definition', 'sentence1', 'sentence2'])
      .select(['retired_at', 'staff_edited_at', 'part_of_speech', 'difficulty', 'sounds_like'])
      .execute();
    // Every spelling a word accepts, read once: a bank variant another word holds is left to that word.
    const taken = new Set([
      ...stored.map((word) => word.canonical),
      ...(await trx.selectFrom('word_variants').select('spelling').execute()).map((row) => row.spelling),
    ]);
    for (const [index, word] of stored.entries()) {
      // The bank's words the database lacks are counted in once they are known, after this loop.
      if (index % 100 === 0) onProgress(index, stored.length);
      const entry = entries.get(word.canonical);
      entries.delete(word.canonical);
      const fingerprint = fingerprintTexts({
        spelling: word.canonical,
        spokenForm: word.spoken_form,
        definition: word.definition,
        sentence1: word.sentence1,
        sentence2: word.sentence2,
      });
      // A word staff changed in the admin area is theirs, whatever its texts: a word they brought back
      // stays in the games, a part of speech they chose stays.
      const byStaff = word.staff_edited_at !== null;
      const unedited = earlier.has(fingerprint) && !byStaff;
      if (!entry) {
        if (unedited && word.retired_at === null) {
          await trx
            .updateTable('words')
            .set({ retired_at: sql`now()` })
            .where('id', '=', word.id)
            .execute();
          result.retired += 1;
        }
        continue;
      }
      if (fingerprint === fingerprintEntry(entry) && !byStaff) {
        if (!holdsFacts(word, entry)) await updateFacts(trx, word.id, entry);
        result.unchanged += 1;
      } else if (unedited) {
        const texts = textsOf(entry);
        const refs = describeClips(clipTextsOf(texts));
        newClips.push(...refs);
        await audio.addClips(trx, refs);
        await trx
          .updateTable('words')
          .set({
            spoken_form: texts.spokenForm,
            definition: texts.definition,
            sentence1: texts.sentence1,
            sentence2: texts.sentence2,
            canonical_hash: refs[0]?.textHash ?? null,
            definition_hash: refs[1]?.textHash ?? null,
            sentence1_hash: refs[2]?.textHash ?? null,
            sentence2_hash: refs[3]?.textHash ?? null,
            updated_at: sql`now()`,
          })
          .where('id', '=', word.id)
          .execute();
        await updateFacts(trx, word.id, entry);
        result.updated += 1;
      } else {
        // The texts are the staff's; what follows from the spelling alone still comes from the bank.
        if (word.difficulty !== entry.difficulty) {
          await trx.updateTable('words').set({ difficulty: entry.difficulty }).where('id', '=', word.id).execute();
        }
        result.kept += 1;
      }
      // The spellings staff set are theirs too.
      if (!byStaff) await addVariants(trx, word.id, entry, taken);
    }
    return stored.length;
  });
  // Words of the bank the database lacks (another word may hold the spelling as a variant: skipped).
  const added = await seedWords(deps, starterSeedEntries([...entries.values()]), {
    onProgress: (seeded, total) => onProgress(storedCount + seeded, storedCount + total),
  });
  result.added = added.added;
  await saveEdition(deps, bank.edition);
  if (newClips.length > 0) audio.queue.wake();
  return result;
}

function textsOf(entry: StarterBankEntry): WordTexts {
  return {
    canonical: entry.spelling,
    spokenForm: entry.spokenForm ?? null,
    definition: entry.definition,
    sentence1: entry.sentences[0],
    sentence2: entry.sentences[1],
  };
}

/** Whether a stored word already has the bank's part of speech, grade and sound-alikes, and is not retired. */
function holdsFacts(
  word: { part_of_speech: string | null; difficulty: number; sounds_like: string[]; retired_at: Date | null },
  entry: StarterBankEntry,
): boolean {
  return (
    word.part_of_speech === entry.partOfSpeech &&
    word.difficulty === entry.difficulty &&
    word.retired_at === null &&
    word.sounds_like.join(' ') === (entry.soundsLike ?? []).join(' ')
  );
}

/** Part of speech, grade and sound-alikes of a word holding the bank's texts; retired words return. */
async function updateFacts(trx: DbOrTrx, wordId: string, entry: StarterBankEntry): Promise<void> {
  await trx
    .updateTable('words')
    .set({
      part_of_speech: entry.partOfSpeech,
      difficulty: entry.difficulty,
      sounds_like: entry.soundsLike ?? [],
      retired_at: null,
    })
    .where('id', '=', wordId)
    .execute();
}

/** The bank's spellings a word lacks; one another word accepts already is left to that word. */
async function addVariants(trx: DbOrTrx, wordId: string, entry: StarterBankEntry, taken: Set<string>): Promise<void> {
  for (const variant of entry.variants ?? []) {
    if (taken.has(variant.text)) continue;
    taken.add(variant.text);
    await trx
      .insertInto('word_variants')
      .values({ word_id: wordId, spelling: variant.text, tag: variant.tag })
      .execute();
  }
}

async function readEdition(deps: AppDeps): Promise<string | undefined> {
  const row = await deps.db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', EDITION_SETTING)
    .executeTakeFirst();
  return row?.value;
}

async function saveEdition(deps: AppDeps, edition: string): Promise<void> {
  await deps.db
    .insertInto('app_settings')
    .values({ key: EDITION_SETTING, value: edition })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: edition }))
    .execute();
}
