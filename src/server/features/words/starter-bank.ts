import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fromProjectRoot } from '../../lib/project-root';

/** One word of the bundled starter bank: the panel's texts and what the bank build worked out. */
export interface StarterBankEntry {
  spelling: string;
  partOfSpeech: string;
  definition: string;
  sentences: [string, string];
  difficulty: number;
  variants?: { text: string; tag: 'US' | 'UK' }[];
  /** Common words pronounced the same: the player is told the word has some. */
  soundsLike?: string[];
  /** What the voice reads instead of the spelling: eSpeak phoneme input for heteronyms ("[[rI#k'o@d]]"). */
  spokenForm?: string;
}

/** Read from the source tree, also by the built server: only an empty or older bank needs it. */
const STARTER_BANK_PATH = fromProjectRoot('src', 'server', 'features', 'words', 'starter-bank.json');

export interface StarterBank {
  entries: StarterBankEntry[];
  /** Changes whenever the file does: an installation syncs its words once per edition. */
  edition: string;
}

export function readStarterBank(): StarterBank {
  const raw = readFileSync(STARTER_BANK_PATH, 'utf8');
  return {
    entries: JSON.parse(raw) as StarterBankEntry[],
    edition: createHash('sha256').update(raw).digest('hex').slice(0, 16),
  };
}

/**
 * Sound-alikes the pronouncing dictionary finds for another reading than the one the bank defines
 * (`lead` is defined as the verb, /liːd/, so it does not sound like "led"), or for another word spelled
 * the same ("nice" read as the French city sounds like "niece").
 */
export const SOUND_ALIKES_TO_IGNORE: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    lead: ['led'],
    read: ['red'],
    niece: ['nice'],
  }).map(([word, others]) => [word, new Set(others)]),
);

export interface StarterTexts {
  spelling: string;
  spokenForm: string | null;
  definition: string;
  sentence1: string;
  sentence2: string;
}

/** A word's texts in a few bytes: a stored word whose fingerprint an edition of the bank had is unedited. */
export function fingerprintTexts(texts: StarterTexts): string {
  const joined = [texts.spelling, texts.spokenForm ?? '', texts.definition, texts.sentence1, texts.sentence2].join(
    '\0',
  );
  return createHash('sha256').update(joined).digest('base64url').slice(0, 16);
}

export function fingerprintEntry(entry: StarterBankEntry): string {
  return fingerprintTexts({
    spelling: entry.spelling,
    spokenForm: entry.spokenForm ?? null,
    definition: entry.definition,
    sentence1: entry.sentences[0],
    sentence2: entry.sentences[1],
  });
}

const EARLIER_EDITIONS_PATH = fromProjectRoot('src', 'server', 'features', 'words', 'starter-bank.earlier.json');

/** Fingerprints of every word of every earlier edition of the bank (the bank build keeps the list). */
export function readEarlierFingerprints(): Set<string> {
  return new Set(JSON.parse(readFileSync(EARLIER_EDITIONS_PATH, 'utf8')) as string[]);
}
