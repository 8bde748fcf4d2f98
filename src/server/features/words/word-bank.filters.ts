import { listInflectionBases } from './inflection';
import type { PartOfSpeech, WordNetReader } from './wordnet.reader';

/**
 * Checks that keep a word out of a curated bank. They need only WordNet (plus a blocklist the caller
 * supplies), so the word-bank build and, later, an admin "add word" form can share them.
 */

/** Tag counts per part of speech for every WordNet lemma, from one pass over index.sense. */
export type LemmaTagCounts = Map<string, Partial<Record<PartOfSpeech, number>>>;

export function collectLemmaTagCounts(wordnet: WordNetReader): LemmaTagCounts {
  const counts: LemmaTagCounts = new Map();
  for (const entry of wordnet.listSenseEntries()) {
    const byPos = counts.get(entry.lemma) ?? {};
    byPos[entry.pos] = (byPos[entry.pos] ?? 0) + entry.tagCount;
    counts.set(entry.lemma, byPos);
  }
  return counts;
}

export function totalTagCount(counts: LemmaTagCounts, lemma: string): number {
  return Object.values(counts.get(lemma) ?? {}).reduce((sum, count) => sum + count, 0);
}

/** WordNet usage domains that mark a sense as offensive. Matched by name, not offset, to survive updates. */
const OFFENSIVE_USAGE_DOMAINS = new Set(['disparagement', 'ethnic slur', 'obscenity', 'vulgarism', 'profanity']);

/** True when any sense of the word is labelled offensive: one slur sense is enough to keep it out. */
export function hasOffensiveSense(wordnet: WordNetReader, word: string): boolean {
  return wordnet
    .lookupSenses(word)
    .some((sense) =>
      sense.synset.pointers.some(
        (pointer) =>
          pointer.symbol === ';u' &&
          wordnet.readSynset(pointer.pos, pointer.offset).words.some((name) => OFFENSIVE_USAGE_DOMAINS.has(name)),
      ),
    );
}

/** Whether any word of the text (split on non-letters) is on the blocklist. */
export function containsBlockedWord(text: string, blocklist: ReadonlySet<string>): boolean {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((token) => blocklist.has(token));
}

/** Which part of speech the base must have for each kind of inflection to be real. */
const BASE_POS: Record<string, readonly PartOfSpeech[]> = {
  'plural-or-third-person': ['noun', 'verb'],
  past: ['verb'],
  progressive: ['verb'],
  comparative: ['adjective'],
};

/**
 * "walked" (walk is a tagged verb) or "boxes" (box is a tagged noun), but not "wicked" (wick is no verb)
 * nor "physics" (physic is never tagged): the base must be a used word of the matching part of speech.
 */
export function isInflectedForm(counts: LemmaTagCounts, word: string): boolean {
  const own = counts.get(word) ?? {};
  // "-er" is a comparative only for adjectives and adverbs: "litter" is not lit + t + er.
  const canBeComparative = own.adjective !== undefined || own.adverb !== undefined;
  return listInflectionBases(word).some(({ base, kind }) => {
    if (kind === 'comparative' && !canBeComparative) return false;
    const byPos = counts.get(base);
    return !!byPos && (BASE_POS[kind] ?? []).some((pos) => (byPos[pos] ?? 0) >= 1);
  });
}

/** British → American respellings; each is only trusted when both forms share a WordNet synset. */
const BRITISH_TO_AMERICAN: ReadonlyArray<readonly [RegExp, string]> = [
  [/our/g, 'or'],
  [/tre(s?)$/, 'ter$1'],
  [/is(e|ed|es|ing|ation|ations|er|ers)$/, 'iz$1'],
  [/ys(e|ed|es|ing)$/, 'yz$1'],
  [/ogue(s?)$/, 'og$1'],
  [/ence$/, 'ense'],
  [/ae/g, 'e'],
  [/oe/g, 'e'],
  [/ellery$/, 'elry'],
  [/ll(ed|ing|er|ers)$/, 'l$1'],
  [/([^l])l$/, '$1ll'],
  [/ilful/, 'illful'],
  [/grey/, 'gray'],
  [/ough$/, 'ow'],
  [/mme$/, 'm'],
  [/^sc/, 'sk'],
  [/eing$/, 'ing'],
];

function americanForms(word: string): string[] {
  return BRITISH_TO_AMERICAN.map(([pattern, replacement]) => word.replace(pattern, replacement)).filter(
    (form) => form !== word,
  );
}

/**
 * "colour" beside "color", "aesthetic" beside "esthetic": a word and its respelling in one synset are
 * one bank word. The more frequent form stays (ties keep the American one), so only one of them passes.
 */
export function isSpellingVariant(wordnet: WordNetReader, counts: LemmaTagCounts, word: string): boolean {
  const synonyms = new Set(
    wordnet
      .lookupSenses(word)
      .flatMap((sense) => sense.synset.words)
      .filter((other) => other !== word && /^[a-z]+$/.test(other)),
  );
  const ownCount = totalTagCount(counts, word);
  for (const other of synonyms) {
    const otherCount = totalTagCount(counts, other);
    if (americanForms(word).includes(other) && ownCount <= otherCount) return true;
    if (americanForms(other).includes(word) && ownCount < otherCount) return true;
  }
  return false;
}
