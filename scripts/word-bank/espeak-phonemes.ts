import ESpeakNg from 'espeak-ng';

/**
 * How eSpeak NG (the app's offline voice) says words, as its phoneme mnemonics (`-x`): "r'Ek3d".
 * One instance reads many short clauses at once, and every clause is plain lower-case words, so the
 * output splits back into one phoneme word per input word.
 */
export async function readPhonemes(phrases: readonly string[]): Promise<string[][]> {
  const results: string[][] = [];
  const CHUNK = 150;
  for (let start = 0; start < phrases.length; start += CHUNK) {
    const chunk = phrases.slice(start, start + CHUNK);
    const lines: string[] = [];
    await ESpeakNg({
      arguments: ['-q', '-x', '-v', 'en-us', '--', chunk.map((phrase) => `${phrase}.`).join('\n')],
      print: (line: string) => lines.push(line),
      printErr: () => undefined,
    });
    const tokens = lines.join(' ').trim().split(/\s+/);
    const expected = chunk.reduce((sum, phrase) => sum + phrase.split(' ').length, 0);
    if (tokens.length !== expected) {
      throw new Error(`eSpeak gave ${tokens.length} phoneme words for ${expected} words; split the input`);
    }
    let at = 0;
    for (const phrase of chunk) {
      const count = phrase.split(' ').length;
      results.push(tokens.slice(at, at + count));
      at += count;
    }
  }
  return results;
}

/** eSpeak's English vowel mnemonics, longest first: each one is a syllable. */
const ESPEAK_VOWEL =
  /aI@|aU@|i@3|aI|aU|eI|oU|OI|e@|i@|U@|A@|O@|o@|A:|O:|3:|i:|u:|a#|@L|@2|@5|@-|@#|I#|I2|3|@|a|A|e|E|i|I|0|O|o|u|U|V/y;

/** Syllables of an eSpeak phoneme word, and which carries the primary stress (0-based; -1: none). */
export function espeakStress(phonemes: string): { syllables: number; stressed: number } {
  let syllables = 0;
  let stressed = -1;
  let primaryNext = false;
  for (let at = 0; at < phonemes.length;) {
    const char = phonemes[at] ?? '';
    if (char === "'") {
      primaryNext = true;
      at += 1;
      continue;
    }
    ESPEAK_VOWEL.lastIndex = at;
    const vowel = ESPEAK_VOWEL.exec(phonemes);
    if (vowel) {
      if (primaryNext) stressed = syllables;
      primaryNext = false;
      syllables += 1;
      at += vowel[0].length;
    } else at += 1;
  }
  return { syllables, stressed };
}

/** The same for a CMU pronunciation ("R IH0 K AO1 R D": 2 syllables, the second stressed). */
export function cmuStress(pronunciation: string): { syllables: number; stressed: number } {
  const vowels = pronunciation.split(' ').filter((phone) => /\d$/.test(phone));
  return { syllables: vowels.length, stressed: vowels.findIndex((phone) => phone.endsWith('1')) };
}
