/**
 * Spelling difficulty grade, 1 (easy) .. 5 (hard), from how often people meet the word and how tricky
 * it is to spell.
 *
 * Frequency: occurrences per million words of everyday spoken English (SUBTLEX-US, see lexicon.ts) on
 * the Zipf scale (log10 of occurrences per billion words): 'friend' (~420 per million, Zipf 5.6) is met
 * every day, 'supersede' (0.16, Zipf 2.2) hardly ever.
 * Orthography: length, syllables, and the patterns spelling bees and spelling curricula single out
 * because the sound does not tell you the letters: doubled consonants, silent letters, 'ie'/'ei',
 * unstressed ("schwa") endings such as -ible/-able, -ance/-ence, and Greek/French spellings.
 */

export interface DifficultyInput {
  spelling: string;
  /** Occurrences per million words (0 when unknown). */
  perMillion: number;
  /** Syllables as pronounced. */
  syllables: number;
  /** On a curated list of commonly misspelled words ("separate", "embarrass"): tricky in ways no rule sees. */
  commonlyMisspelled?: boolean;
}

export type DifficultyGrade = 1 | 2 | 3 | 4 | 5;

/**
 * Score boundaries between grades: the score quintiles of the starter bank (`npm run words:build --
 * --calibrate` prints them), so the bank holds a fifth of its words in each grade. Change them together
 * with the weights below.
 */
const GRADE_THRESHOLDS = [2.01, 2.98, 3.7, 4.44] as const;

/** Patterns whose sound does not give away the spelling, with how much each adds to the score. */
const TRICKY_PATTERNS: ReadonlyArray<readonly [RegExp, number]> = [
  [/ie|ei/, 0.6], // "receive" vs "believe"
  [/(ible|able|ance|ence|ancy|ency|ant|ent)$/, 0.5], // the vowel is a schwa: which letter?
  [/(ary|ery|ory|ous|ious|eous|cious|tious|sion|cian|ial|eur)$/, 0.3],
  [/^(kn|wr|gn|ps|pn)|mb$|mn$|gn$|ght|bt|stle|sc[eiy]|lm$|alk|ough|augh|eigh|rh|gu[aeiy]|wh/, 0.6], // silent letters
  [/ph|ch[rlaeo]|[^aeiou]y[^aeiou]|que$|ae|oe/, 0.4], // Greek and French spellings
  [/c[ei]/, 0.2], // soft c: "necessary", "exercise" (s or c?)
  [/[aeiou]{3}/, 0.4], // three vowels in a row: "beauty", "queue"
];

/** Zipf value of a word never seen in the subtitles: rarer than anything they hold. */
const UNSEEN_ZIPF = 1;

/** A continuous difficulty score; higher is harder. Exposed for tests and calibration. */
export function scoreDifficulty({
  spelling,
  perMillion,
  syllables,
  commonlyMisspelled = false,
}: DifficultyInput): number {
  const word = spelling.toLowerCase();
  const zipf = perMillion > 0 ? Math.log10(perMillion) + 3 : UNSEEN_ZIPF;
  // Zipf 6+ (the, friend's neighbours) adds nothing; each step rarer adds 1.
  const rarity = Math.max(0, 6 - zipf);
  const length = Math.max(0, word.length - 4) * 0.2;
  const extraSyllables = Math.max(0, syllables - 1) * 0.25;
  const doubled = Math.min(2, (word.match(/([a-z])\1/g) ?? []).length) * 0.5;
  const patterns = TRICKY_PATTERNS.reduce((sum, [pattern, weight]) => sum + (pattern.test(word) ? weight : 0), 0);
  return rarity + length + extraSyllables + doubled + patterns + (commonlyMisspelled ? 0.5 : 0);
}

export function gradeDifficulty(input: DifficultyInput): DifficultyGrade {
  const score = scoreDifficulty(input);
  const index = GRADE_THRESHOLDS.findIndex((threshold) => score < threshold);
  return (index === -1 ? 5 : index + 1) as DifficultyGrade;
}
