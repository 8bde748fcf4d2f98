/**
 * Spelling difficulty grade, 1 (easy) .. 5 (hard), from how common a word is and how tricky it is to spell.
 *
 * Frequency: WordNet sense-tag counts (how often the word was tagged in the Semcor corpus) stand in for
 * word frequency: a child has met "house" (tag count in the hundreds) far more often than "nuance" (1).
 * Orthography: length, and the patterns spelling bees and spelling curricula single out because the
 * sound does not tell you the letters: doubled consonants, silent letters, 'ie'/'ei', unstressed
 * ("schwa") endings such as -ible/-able, -ance/-ence, and Greek/French spellings (ph, rh, y as a vowel).
 */

export interface DifficultyInput {
  spelling: string;
  /** Sum of the word's WordNet sense-tag counts (0 when never tagged). */
  tagCount: number;
  /** On a curated list of commonly misspelled words ("separate", "embarrass"): tricky in ways no rule sees. */
  commonlyMisspelled?: boolean;
}

export type DifficultyGrade = 1 | 2 | 3 | 4 | 5;

/**
 * Score boundaries between grades: the score quintiles of the starter-bank candidates with a tag count
 * of 3 or more (`build-word-bank.ts --calibrate` prints them). Calibrating on the common words keeps
 * grade 1 for words that are both common and plain; change them together with the weights below.
 */
const GRADE_THRESHOLDS = [1.45, 1.95, 2.5, 3.1] as const;

/** Patterns whose sound does not give away the spelling, with how much each adds to the score. */
const TRICKY_PATTERNS: ReadonlyArray<readonly [RegExp, number]> = [
  [/ie|ei/, 0.9], // "receive" vs "believe"
  [/(ible|able|ance|ence|ancy|ency|ant|ent)$/, 0.7], // the vowel is a schwa: which letter?
  [/(ary|ery|ory|ous|ious|eous|cious|tious|sion|cian|ial|eur)$/, 0.4],
  [/^(kn|wr|gn|ps|pn)|mb$|mn$|gn$|ght|bt|stle|sc[eiy]|lm$|alk|ough|augh|eigh|rh|gu[aeiy]|wh/, 1], // silent letters
  [/ph|ch[rlaeo]|[^aeiou]y[^aeiou]|que$|ae|oe/, 0.6], // Greek and French spellings
  [/c[ei]/, 0.3], // soft c: "necessary", "exercise" (s or c?)
  [/[aeiou]{3}/, 0.5], // three vowels in a row: "beauty", "queue"
];

/** A continuous difficulty score; higher is harder. Exposed for tests and calibration. */
export function scoreDifficulty({ spelling, tagCount, commonlyMisspelled = false }: DifficultyInput): number {
  const word = spelling.toLowerCase();
  // Log scale: a tag count of 0 → 2.0 (rare), 10 → 1.2, 100 → 0.4, 300+ → 0.
  const rarity = Math.max(0, 2.5 - Math.log10(Math.max(tagCount, 0) + 1)) * 0.8;
  const length = Math.max(0, word.length - 4) * 0.25;
  const doubled = Math.min(2, (word.match(/([a-z])\1/g) ?? []).length) * 0.7;
  const patterns = TRICKY_PATTERNS.reduce((sum, [pattern, weight]) => sum + (pattern.test(word) ? weight : 0), 0);
  return rarity + length + doubled + patterns + (commonlyMisspelled ? 1 : 0);
}

export function gradeDifficulty(input: DifficultyInput): DifficultyGrade {
  const score = scoreDifficulty(input);
  const index = GRADE_THRESHOLDS.findIndex((threshold) => score < threshold);
  return (index === -1 ? 5 : index + 1) as DifficultyGrade;
}
