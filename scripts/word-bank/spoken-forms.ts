import { existsSync, readFileSync } from 'node:fs';
import type { Lexicon } from '../../src/server/features/words/lexicon';
import type { StarterBankEntry } from '../../src/server/features/words/starter-bank';
import { cmuStress, espeakStress, readPhonemes } from './espeak-phonemes';

/**
 * What the voice should read for a word whose spelling alone it would say wrongly for the defined sense.
 *
 * eSpeak reads a bare "record" as the noun; after "to" it reads the verb (rI#k'o@d). So each word is
 * read alone and in a phrase that fixes its part of speech; when the two differ, the word's clip is
 * made from the phrase's phonemes. Then eSpeak's stressed syllable is checked against the CMU
 * Pronouncing Dictionary: a word eSpeak stresses where CMU never does (it says SUper-sede) needs a
 * hand-written form in spoken-forms.json (or `null` there, when eSpeak is right after all).
 */
export interface SpokenForms {
  forms: Map<string, string>;
  /** One line per word whose stress disagrees with CMU and has no entry in spoken-forms.json. */
  unresolved: string[];
}

const CONTEXT: Record<string, string> = { verb: 'to', noun: 'the', adjective: 'very' };

export async function chooseSpokenForms(
  bank: readonly StarterBankEntry[],
  lexicon: Lexicon,
  overridesPath: string,
): Promise<SpokenForms> {
  const overrides = existsSync(overridesPath)
    ? (JSON.parse(readFileSync(overridesPath, 'utf8')) as Record<string, string | null>)
    : {};
  const phrases = bank.flatMap((entry) => {
    const before = CONTEXT[entry.partOfSpeech];
    return [entry.spelling, before ? `${before} ${entry.spelling}` : entry.spelling];
  });
  const phonemes = await readPhonemes(phrases);
  const forms = new Map<string, string>();
  const unresolved: string[] = [];
  bank.forEach((entry, index) => {
    const word = entry.spelling;
    if (word in overrides) {
      const form = overrides[word];
      if (form) forms.set(word, form);
      return;
    }
    const alone = phonemes[2 * index]?.at(-1) ?? '';
    const inContext = phonemes[2 * index + 1]?.at(-1) ?? '';
    const pronunciations = lexicon.pronunciationsOf(word);
    const said = espeakStress(inContext);
    const agrees = pronunciations.some((p) => cmuStress(p).stressed === said.stressed);
    if (pronunciations.length > 0 && !agrees) {
      unresolved.push(
        `${word} (${entry.partOfSpeech}): eSpeak [[${inContext}]] stresses syllable ${said.stressed + 1}; CMU ${pronunciations.join(' / ')}`,
      );
      return;
    }
    if (inContext !== alone) forms.set(word, `[[${inContext}]]`);
  });
  return { forms, unresolved };
}
