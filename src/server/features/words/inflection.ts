/**
 * Regular English inflections, undone by rule. WordNet lists base forms, but a few inflected forms are
 * lemmas of their own ("building", "interested", "glasses"); a spelling bank should hold the base form
 * and not both "walk" and "walked". The rules over-generate on purpose (callers check that the base is a
 * real word of the right part of speech), and irregular forms ("ran") are not covered.
 */

export type InflectionKind = 'plural-or-third-person' | 'past' | 'progressive' | 'comparative';

export interface InflectionBase {
  base: string;
  kind: InflectionKind;
}

const VOWEL = /[aeiou]/;

/** Possible base forms of a word read as a regular inflection: "stopped" → stop, stopp, stoppe. */
export function listInflectionBases(word: string): InflectionBase[] {
  const bases: InflectionBase[] = [];
  const add = (base: string, kind: InflectionKind) => {
    // A base needs a vowel (or y) and two letters: "thing" is not th + ing.
    if (base.length >= 2 && /[aeiouy]/.test(base) && base !== word) bases.push({ base, kind });
  };
  const stem = (suffix: string) => word.slice(0, word.length - suffix.length);

  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) add(stem('s'), 'plural-or-third-person');
  if (word.endsWith('es')) add(stem('es'), 'plural-or-third-person');
  if (word.endsWith('ies')) add(`${stem('ies')}y`, 'plural-or-third-person');
  if (word.endsWith('ves')) {
    add(`${stem('ves')}f`, 'plural-or-third-person');
    add(`${stem('ves')}fe`, 'plural-or-third-person');
  }
  addSuffixed(word, 'ed', 'past', add);
  addSuffixed(word, 'ing', 'progressive', add);
  if (word.endsWith('ying')) add(`${stem('ying')}ie`, 'progressive');
  addSuffixed(word, 'er', 'comparative', add);
  addSuffixed(word, 'est', 'comparative', add);
  return bases;
}

/** walk+ed, bake+d (e dropped), stop+p+ed (consonant doubled), carry → carried (y → i). */
function addSuffixed(
  word: string,
  suffix: string,
  kind: InflectionKind,
  add: (base: string, kind: InflectionKind) => void,
): void {
  if (!word.endsWith(suffix)) return;
  const stem = word.slice(0, word.length - suffix.length);
  add(stem, kind);
  add(`${stem}e`, kind);
  const last = stem.at(-1);
  if (last && stem.at(-2) === last && !VOWEL.test(last)) add(stem.slice(0, -1), kind);
  if (last === 'i') add(`${stem.slice(0, -1)}y`, kind);
}

/** Whether `word` is a regular inflection (+s, +es, +ed, +ing, +er, +est) of `base`. */
export function isInflectionOf(word: string, base: string): boolean {
  return listInflectionBases(word).some((candidate) => candidate.base === base);
}
