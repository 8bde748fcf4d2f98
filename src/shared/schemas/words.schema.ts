import { z } from 'zod';
import { MAX_GUESS_LENGTH } from '../constants';

export { isPartOfSpeech, PARTS_OF_SPEECH, type PartOfSpeech } from '../constants';

/** A word as a player gets it: audio, and what a pronouncer would tell, never its text. */
export const PlayerWordSchema = z.object({
  id: z.string(),
  /** 'noun', 'verb'…: a speller may ask for it (null for a word staff added without one). */
  partOfSpeech: z.string().nullable(),
  /** Another English word sounds the same ('hear' and 'here'): the player listens for the meaning. */
  soundsLikeAnother: z.boolean(),
  audioUrls: z.object({
    canonical: z.string(),
    definition: z.string(),
    sentences: z.tuple([z.string(), z.string()]),
  }),
});
export type PlayerWord = z.infer<typeof PlayerWordSchema>;

/** Limits of a word's texts: a spelling is never longer than a guess may be. */
export const SPELLING_MAX_LENGTH = MAX_GUESS_LENGTH;
export const DEFINITION_MAX_LENGTH = 500;
export const SENTENCE_MAX_LENGTH = 300;
export const SPOKEN_FORM_MAX_LENGTH = 100;
export const SPELLING_TAG_MAX_LENGTH = 10;

/** The bank's editorial rules (bank-rules.ts): a sentence long enough to carry the meaning, no longer. */
export const SENTENCE_WORD_RANGE = { min: 7, max: 25 } as const;
/** Fewer content words than this and a definition is a label ("Not present."), not an explanation. */
export const MIN_DEFINITION_CONTENT_WORDS = 3;

export const SPELLING_MESSAGES = {
  empty: 'Please enter the spelling.',
  letters: 'A spelling may use only the letters a to z.',
  definition: 'Please enter a definition.',
  sentence: 'Please enter an example sentence.',
  sentenceWithoutWord: 'The sentence must contain the word.',
  partOfSpeech: 'Please choose a part of speech from the list.',
  nothingToSay: 'A spoken form needs letters or digits to say.',
} as const;

/**
 * Whether a text gives the synthesiser something to say: a letter or a digit (phoneme input `[[...]]`
 * has letters). Punctuation, spaces, control characters and modifier letters alone (the IPA marks ˈ ː)
 * say nothing.
 */
export const hasSomethingToSay = (text: string): boolean => /[\p{Lu}\p{Ll}\p{Lt}\p{Lo}\p{N}]/u.test(text);

/** A word's spoken form, as staff or a word file give it: something to say, or '' (none). */
export const SpokenFormSchema = z
  .string()
  .trim()
  .max(SPOKEN_FORM_MAX_LENGTH)
  .refine((text) => text === '' || hasSomethingToSay(text), SPELLING_MESSAGES.nothingToSay);

/** A spelling as stored: trimmed, lower-cased, letters a-z only. */
export const SpellingSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, SPELLING_MESSAGES.empty)
  .max(SPELLING_MAX_LENGTH)
  .regex(/^[a-z]+$/, SPELLING_MESSAGES.letters);

export const DefinitionSchema = z.string().trim().min(1, SPELLING_MESSAGES.definition).max(DEFINITION_MAX_LENGTH);
export const SentenceSchema = z.string().trim().min(1, SPELLING_MESSAGES.sentence).max(SENTENCE_MAX_LENGTH);

/**
 * Whether a sentence holds the spelling as a whole word, whatever its case ("Necessary." holds
 * "necessary"; "unnecessary" does not). Spellings are a-z only, so the pattern needs no escaping.
 */
export function containsSpelling(sentence: string, spelling: string): boolean {
  const word = spelling.trim().toLowerCase();
  if (!/^[a-z]+$/.test(word)) return false;
  return new RegExp(`(^|[^a-z])${word}([^a-z]|$)`, 'i').test(sentence);
}
