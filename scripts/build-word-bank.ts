/**
 * Completes src/server/features/words/starter-bank.json, the starter word bank, around the texts the
 * word panel wrote in it (part of speech, definition, two sentences): the facts a build can work out
 * better than a person.
 *
 *   npm run words:build [-- --calibrate]
 *
 * - difficulty: from how often the word is heard (SUBTLEX-US), its length, syllables and tricky
 *   patterns (difficulty.ts; `--calibrate` prints the quintiles its thresholds come from);
 * - variants: British spellings from SCOWL (british-variants.ts), accepted as well as the American one;
 * - soundsLike: the common words pronounced the same (CMU Pronouncing Dictionary), so the player is told;
 * - spokenForm: eSpeak phoneme input for heteronyms and words eSpeak stresses wrongly (spoken-forms.ts).
 *
 * Deterministic, one entry per line, so the file is reviewed as a diff. The texts are never changed here.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gradeDifficulty, scoreDifficulty } from '../src/server/features/words/difficulty';
import { countSyllables, loadLexicon } from '../src/server/features/words/lexicon';
import {
  fingerprintEntry,
  readEarlierFingerprints,
  SOUND_ALIKES_TO_IGNORE,
  type StarterBankEntry,
} from '../src/server/features/words/starter-bank';
import { hasScowl, loadBritishVariants } from './word-bank/british-variants';
import { chooseSpokenForms } from './word-bank/spoken-forms';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BANK_FILE = 'src/server/features/words/starter-bank.json';
const BANK = path.join(ROOT, BANK_FILE);
const EARLIER = path.join(ROOT, 'src/server/features/words/starter-bank.earlier.json');

async function buildWordBank(): Promise<void> {
  const startedAt = performance.now();
  const bank = JSON.parse(await readFile(BANK, 'utf8')) as StarterBankEntry[];
  const lexicon = await loadLexicon();
  const commonlyMisspelled = await readWordList('scripts/word-lists/commonly-misspelled.txt');
  const britishOf = hasScowl() ? loadBritishVariants() : undefined;
  if (!britishOf) console.warn('SCOWL not found (apt-get install scowl): British variants kept as they are.');

  const spoken = await chooseSpokenForms(bank, lexicon, path.join(ROOT, 'scripts/word-lists/spoken-forms.json'));
  const entries = bank.map((entry): StarterBankEntry => {
    const british = britishOf?.(entry.spelling) ?? entry.variants?.map((v) => v.text) ?? [];
    const variants = british.map((text) => ({ text, tag: 'UK' as const }));
    const soundsLike = lexicon
      .soundAlikesOf(entry.spelling, { spellings: british })
      .filter((other) => !SOUND_ALIKES_TO_IGNORE.get(entry.spelling)?.has(other));
    const spokenForm = spoken.forms.get(entry.spelling);
    return {
      spelling: entry.spelling,
      partOfSpeech: entry.partOfSpeech,
      definition: entry.definition,
      sentences: entry.sentences,
      difficulty: gradeDifficulty(difficultyInput(entry.spelling)),
      ...(variants.length > 0 ? { variants } : {}),
      ...(soundsLike.length > 0 ? { soundsLike } : {}),
      ...(spokenForm ? { spokenForm } : {}),
    };
  });

  markBothWays(entries);
  entries.sort((a, b) => (a.spelling < b.spelling ? -1 : 1));
  await writeFile(BANK, `[\n${entries.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`);
  await rememberEditions([...committedBank(), ...entries]);

  const byGrade = [1, 2, 3, 4, 5].map((grade) => `${grade}: ${entries.filter((e) => e.difficulty === grade).length}`);
  console.log(`Wrote ${entries.length} words to ${path.relative(ROOT, BANK)}.`);
  console.log(`Per grade: ${byGrade.join(', ')}`);
  console.log(`British variants: ${entries.filter((e) => e.variants).length} words`);
  console.log(`Sound like another word: ${entries.filter((e) => e.soundsLike).length} words`);
  console.log(`Spoken forms: ${spoken.forms.size} (${[...spoken.forms.keys()].join(', ')})`);
  if (spoken.unresolved.length > 0) {
    console.log(`eSpeak's stress differs from CMU's, not yet settled in spoken-forms.json:`);
    for (const line of spoken.unresolved) console.log(`  ${line}`);
    process.exitCode = 1;
  }
  if (process.argv.includes('--calibrate')) {
    const scores = entries.map((e) => scoreDifficulty(difficultyInput(e.spelling))).sort((a, b) => a - b);
    const quintiles = [0.2, 0.4, 0.6, 0.8].map((q) => scores[Math.floor(q * scores.length)]?.toFixed(2));
    console.log(`Score quintiles (difficulty.ts GRADE_THRESHOLDS): ${quintiles.join(', ')}`);
  }
  console.log(`Took ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

  function difficultyInput(spelling: string) {
    return {
      spelling,
      perMillion: lexicon.perMillion(spelling),
      syllables: countSyllables(lexicon, spelling),
      commonlyMisspelled: commonlyMisspelled.has(spelling),
    };
  }
}

/** 'precede' sounds like 'proceed' although the subtitles rarely say it: each bank word marks the other. */
function markBothWays(entries: StarterBankEntry[]): void {
  const bySpelling = new Map(entries.map((entry) => [entry.spelling, entry]));
  for (const entry of entries) {
    for (const other of entry.soundsLike ?? []) {
      const partner = bySpelling.get(other);
      if (partner && !partner.soundsLike?.includes(entry.spelling)) {
        partner.soundsLike = [...(partner.soundsLike ?? []), entry.spelling].sort();
      }
    }
  }
}

/**
 * Adds the fingerprints of the committed bank and of this one to starter-bank.earlier.json: an
 * installation updates a word only while it holds the texts of one of them.
 */
async function rememberEditions(entries: readonly StarterBankEntry[]): Promise<void> {
  const fingerprints = [...new Set([...readEarlierFingerprints(), ...entries.map(fingerprintEntry)])].sort();
  await writeFile(EARLIER, `[\n${fingerprints.map((f) => JSON.stringify(f)).join(',\n')}\n]\n`);
}

/** The bank as last committed (nothing outside a git checkout). */
function committedBank(): StarterBankEntry[] {
  try {
    const text = execFileSync('git', ['show', `HEAD:${BANK_FILE}`], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    return JSON.parse(text) as StarterBankEntry[];
  } catch {
    return [];
  }
}

async function readWordList(relativePath: string): Promise<Set<string>> {
  const text = await readFile(path.join(ROOT, relativePath), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
}

await buildWordBank();
