import type { CreateWordInput, GeneratedWord, UpdateWordInput } from '../../../shared/schemas/admin-words.schema';
import { SPELLING_MESSAGES, containsSpelling } from '../../../shared/schemas/words.schema';
import type { DbOrTrx } from '../../db/database';
import type { AppDeps } from '../../deps';
import { conflict, inputError, notFound } from '../../trpc/errors';
import { normalizeClipText, requireAudio } from '../audio';
import { gradeDifficulty } from './difficulty';
import { countSyllables, loadLexicon, type Lexicon } from './lexicon';
import { SOUND_ALIKES_TO_IGNORE } from './starter-bank';
import { generateWordContent } from './wordnet.generator';
import {
  addSoundAlike,
  clipTextsOf,
  findSoundAlikesNamed,
  findTakenSpellings,
  findWordForUpdate,
  insertWords,
  replaceVariants,
  updateWordRow,
  type ClipHashes,
  type SpellingVariant,
  type WordTexts,
} from './words.repository';

/** Difficulty 1..5 from how often the word is heard, its length, syllables and tricky patterns. */
export async function gradeSpelling(spelling: string): Promise<number> {
  const lexicon = await loadLexicon();
  return gradeDifficulty({
    spelling,
    perMillion: lexicon.perMillion(spelling),
    syllables: countSyllables(lexicon, spelling),
  });
}

/**
 * The words a listener could take this one for: common words CMUdict pronounces the same (its own other
 * spellings aside, as the bank build finds them), and any word of the bank that already counts this one
 * among its sound-alikes.
 */
async function findSoundAlikes(
  trx: DbOrTrx,
  lexicon: Lexicon,
  canonical: string,
  variants: readonly SpellingVariant[],
): Promise<string[]> {
  const spellings = variants.map((v) => v.text);
  const heard = lexicon
    .soundAlikesOf(canonical, { spellings })
    .filter((other) => !SOUND_ALIKES_TO_IGNORE.get(canonical)?.has(other));
  const named = await findSoundAlikesNamed(trx, canonical);
  return [...new Set([...heard, ...named.filter((other) => !spellings.includes(other))])].sort();
}

/** The word's sound-alikes, and the word among theirs when they are in the bank too (both are told). */
export async function storeSoundAlikes(
  trx: DbOrTrx,
  lexicon: Lexicon,
  word: { id: string; canonical: string; variants: readonly SpellingVariant[] },
): Promise<void> {
  const { id: wordId, canonical } = word;
  const soundsLike = await findSoundAlikes(trx, lexicon, canonical, word.variants);
  await trx.updateTable('words').set({ sounds_like: soundsLike }).where('id', '=', wordId).execute();
  // Not a partner whose defined sense the bank says sounds different (`lead` the verb and "led").
  const partners = soundsLike.filter((other) => !SOUND_ALIKES_TO_IGNORE.get(other)?.has(canonical));
  await addSoundAlike(trx, partners, canonical);
}

export interface NewWordInput extends CreateWordInput {
  variants?: SpellingVariant[];
}

/** Adds a word, its spellings and its four clips (pending: the queue makes them in the background). */
export async function createWord(deps: AppDeps, input: NewWordInput): Promise<{ id: string }> {
  const audio = requireAudio(deps);
  const variants = (input.variants ?? []).filter((v) => v.text !== input.spelling);
  const taken = await findTakenSpellings(deps.db, [input.spelling, ...variants.map((v) => v.text)]);
  if (taken.size > 0) throw conflict('spelling_taken');
  const texts: WordTexts = {
    canonical: input.spelling,
    spokenForm: null,
    definition: input.definition,
    sentence1: input.sentence1,
    sentence2: input.sentence2,
  };
  const refs = await audio.describeClips(clipTextsOf(texts));
  // Read before the transaction: the first use reads ~40 MB of files, and a transaction holds its rows.
  const lexicon = await loadLexicon();
  const difficulty = await gradeSpelling(input.spelling);
  const id = await deps.db.transaction().execute(async (trx) => {
    await audio.addClips(trx, refs);
    const ids = await insertWords(trx, [
      {
        ...texts,
        difficulty,
        partOfSpeech: input.partOfSpeech ?? null,
        variants,
        hashes: refs.map((r) => r.textHash) as ClipHashes,
      },
    ]);
    const wordId = ids.get(input.spelling);
    if (wordId) await storeSoundAlikes(trx, lexicon, { id: wordId, canonical: input.spelling, variants });
    return wordId;
  });
  if (!id) throw conflict('spelling_taken'); // added by someone else meanwhile
  // Staff wait on a new word's page for its clips: they go before the starter bank's backlog.
  audio.queue.prioritise(refs.map((r) => r.textHash));
  audio.queue.wake();
  return { id };
}

/**
 * Changes a word's texts or spellings. Only clips whose spoken text changed are made anew (the
 * canonical clip speaks the spoken form when one is set); a text that has a clip already reuses it.
 */
export async function updateWord(deps: AppDeps, input: UpdateWordInput): Promise<void> {
  const audio = requireAudio(deps);
  const describeClips = await audio.clipDescriber();
  // Read before the transaction: the first use reads ~40 MB of files, and a transaction holds its rows.
  const lexicon = input.canonical !== undefined || input.variants !== undefined ? await loadLexicon() : undefined;
  const changedHashes: string[] = [];
  await deps.db.transaction().execute(async (trx) => {
    const stored = await findWordForUpdate(trx, input.wordId);
    if (!stored) throw notFound();
    const next: WordTexts = {
      canonical: input.canonical ?? stored.canonical,
      spokenForm: input.spokenForm === undefined ? stored.spokenForm : input.spokenForm || null,
      definition: input.definition ?? stored.definition,
      sentence1: input.sentence1 ?? stored.sentence1,
      sentence2: input.sentence2 ?? stored.sentence2,
    };
    requireSentencesWithWord(next);
    const variants = (input.variants ?? stored.variants)
      .filter((v) => v.text !== next.canonical)
      .map((v) => ({ text: v.text, tag: v.tag ?? null }));
    const spellings = [next.canonical, ...variants.map((v) => v.text)];
    if ((await findTakenSpellings(trx, spellings, stored.id)).size > 0) throw conflict('spelling_taken');

    // A slot whose text is unchanged keeps its clip, even one of an earlier voice: that clip is served
    // until its replacement in the current voice is ready (see adoptClip).
    const storedTexts = clipTextsOf(stored);
    const changed = clipTextsOf(next).map(
      (text, slot) => normalizeClipText(text) !== normalizeClipText(storedTexts[slot] ?? ''),
    );
    const refs = describeClips(clipTextsOf(next));
    const changedRefs = refs.filter((_ref, slot) => changed[slot]);
    changedHashes.push(...changedRefs.map((r) => r.textHash));
    await audio.addClips(trx, changedRefs);
    const renamed = next.canonical !== stored.canonical;
    const difficulty = renamed ? await gradeSpelling(next.canonical) : undefined;
    await updateWordRow(trx, stored.id, {
      ...next,
      difficulty,
      hashes: refs.map((ref, slot) => (changed[slot] ? ref.textHash : stored.hashes[slot])) as ClipHashes,
      ...(input.partOfSpeech !== undefined ? { partOfSpeech: input.partOfSpeech } : {}),
      ...(input.retired !== undefined ? { retired: input.retired } : {}),
      byStaff: true,
    });
    if (input.variants) await replaceVariants(trx, stored.id, variants);
    if (lexicon && (renamed || input.variants)) {
      await storeSoundAlikes(trx, lexicon, { id: stored.id, canonical: next.canonical, variants });
    }
  });
  audio.queue.prioritise(changedHashes);
  audio.queue.wake();
}

function requireSentencesWithWord(word: WordTexts): void {
  const errors = (['sentence1', 'sentence2'] as const)
    .filter((field) => !containsSpelling(word[field], word.canonical))
    .map((field) => ({ code: `invalid.${field}`, message: SPELLING_MESSAGES.sentenceWithoutWord }));
  if (errors.length > 0) throw inputError(errors);
}

/**
 * Makes all four clips again in the current voice (the admin's "Regenerate All Audio"), first in the
 * queue. Players keep hearing the old audio until the new is in: a clip made again keeps its bytes
 * until its next generation (with a new URL) is ready, and a word whose clips are of an earlier voice
 * moves to the new voice's clips only once each is ready (adoptClip).
 */
export async function regenerateWordAudio(deps: AppDeps, wordId: string): Promise<void> {
  const audio = requireAudio(deps);
  const describeClips = await audio.clipDescriber();
  const hashes = await deps.db.transaction().execute(async (trx) => {
    const stored = await findWordForUpdate(trx, wordId);
    if (!stored) throw notFound();
    const refs = describeClips(clipTextsOf(stored));
    const textHashes = refs.map((r) => r.textHash);
    await audio.addClips(trx, refs);
    await audio.requeue(trx, textHashes);
    return textHashes;
  });
  audio.queue.prioritise(hashes);
}

/** A draft of one sense's texts from WordNet (what it cannot give is left empty); 404 for a word it does not know. */
export async function generateWord(word: string): Promise<GeneratedWord> {
  const content = await generateWordContent(word);
  if (!content) throw notFound();
  return content;
}
