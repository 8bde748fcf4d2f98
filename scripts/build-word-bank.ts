/**
 * Builds src/server/features/words/starter-bank.json, the curated starter word bank, from WordNet.
 *
 *   node --import tsx scripts/build-word-bank.ts [--calibrate]
 *
 * Deterministic: the same WordNet, blocklists and code give a byte-identical file, so the JSON can be
 * committed and reviewed as a diff (one entry per line). The curated inputs live in scripts/word-lists/
 * (not scripts/data/: the .gitignore rule `data/` would keep that folder out of git).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cuss } from 'cuss';
import { gradeDifficulty, scoreDifficulty, type DifficultyGrade } from '../src/server/features/words/difficulty';
import { listInflectionBases } from '../src/server/features/words/inflection';
import {
  collectLemmaTagCounts,
  containsBlockedWord,
  hasOffensiveSense,
  isInflectedForm,
  isSpellingVariant,
  totalTagCount,
} from '../src/server/features/words/word-bank.filters';
import { describeWordWith, type WordDescription } from '../src/server/features/words/wordnet.generator';
import { loadWordNet } from '../src/server/features/words/wordnet.reader';
import { containsWholeWord } from '../src/server/features/words/wordnet.text';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(ROOT, 'src/server/features/words/starter-bank.json');
const BANK_SIZE = 2200;
const PER_GRADE = BANK_SIZE / 5;
const GRADES: readonly DifficultyGrade[] = [1, 2, 3, 4, 5];

interface BankEntry {
  spelling: string;
  variants?: { text: string; tag: 'US' | 'UK' }[];
  definition: string;
  sentences: [string, string];
  difficulty: DifficultyGrade;
}

interface Candidate {
  spelling: string;
  description: WordDescription;
  grade: DifficultyGrade;
  /** Higher first: common words, and words with genuine WordNet examples, make better bank words. */
  quality: number;
}

async function buildWordBank(): Promise<void> {
  const startedAt = performance.now();
  const wordnet = await loadWordNet();
  const blocklist = await loadBlocklist();
  // Canonical spellings are American (WordNet's sense-tag counts sit on them); British ones are variants.
  const variants = new Map(
    Object.entries(await readJson<Record<string, string>>('scripts/word-lists/spelling-variants.json')),
  );
  const britishSpellings = new Set(variants.values());
  const commonlyMisspelled = await readWordList('scripts/word-lists/commonly-misspelled.txt');
  const counts = collectLemmaTagCounts(wordnet);

  const candidates: Candidate[] = [];
  for (const spelling of [...counts.keys()].sort()) {
    const variant = variants.get(spelling);
    const misspelled = commonlyMisspelled.has(spelling);
    // Hand-picked words are known to be common, even when Semcor never tagged them ("jewelry", "queue").
    const curated = misspelled || variant !== undefined;
    // A sense-tag count of 1+ keeps out obscure words.
    if (!/^[a-z]{4,14}$/.test(spelling) || (totalTagCount(counts, spelling) < 1 && !curated)) continue;
    if (blocklist.has(spelling) || britishSpellings.has(spelling) || isInflectedForm(counts, spelling)) continue;
    // The variants list settles its own pairs ("theater" stays although "theatre" has more tags).
    if (!variant && isSpellingVariant(wordnet, counts, spelling)) continue;
    // "Another word for plow is plough" would teach the variant instead of the word.
    const acceptSentence = (sentence: string) =>
      !containsBlockedWord(sentence, blocklist) && !(variant && containsWholeWord(sentence, variant));
    const description = describeWordWith(wordnet, spelling, { acceptSentence });
    if (!description || (description.tagCount < 1 && !curated) || isProperNounOnly(description)) continue;
    if (containsBlockedWord(description.content.definition, blocklist) || hasOffensiveSense(wordnet, spelling))
      continue;
    candidates.push({
      spelling,
      description,
      grade: gradeDifficulty({ spelling, tagCount: description.tagCount, commonlyMisspelled: misspelled }),
      // Frequency first; a genuine WordNet example is worth about a doubling of the tag count.
      quality: Math.log10(description.tagCount + 1) + 0.3 * (2 - description.fallbackSentences),
    });
  }

  const selected = selectBalanced(candidates, new Set([...variants.keys(), ...commonlyMisspelled]));
  if (process.argv.includes('--calibrate')) printCalibration(candidates);
  const entries = selected.map((candidate) => toEntry(candidate, variants.get(candidate.spelling)));
  entries.sort((a, b) => (a.spelling < b.spelling ? -1 : 1));
  await writeFile(OUTPUT, `[\n${entries.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`);
  printSummary(candidates.length, selected, entries, performance.now() - startedAt);
}

/**
 * Takes the best candidates while keeping the five grades equal in size, and never both a word and a
 * regular inflection of it ("wick"/"wicked" slip past the part-of-speech check in the filters).
 * Preferred spellings (those with a British variant, and the curated commonly misspelled words) go first.
 */
function selectBalanced(candidates: Candidate[], preferred: ReadonlySet<string>): Candidate[] {
  const ranked = [...candidates].sort(
    (a, b) =>
      Number(preferred.has(b.spelling)) - Number(preferred.has(a.spelling)) ||
      b.quality - a.quality ||
      (a.spelling < b.spelling ? -1 : 1),
  );
  const perGrade = new Map<DifficultyGrade, number>();
  const chosen = new Set<string>();
  const chosenBases = new Set<string>(); // bases that chosen words are inflections of
  const selected: Candidate[] = [];
  for (const candidate of ranked) {
    const count = perGrade.get(candidate.grade) ?? 0;
    if (count >= PER_GRADE) continue;
    const bases = simpleInflectionBases(candidate.spelling);
    if (chosenBases.has(candidate.spelling) || bases.some((base) => chosen.has(base))) continue;
    perGrade.set(candidate.grade, count + 1);
    chosen.add(candidate.spelling);
    for (const base of bases) chosenBases.add(base);
    selected.push(candidate);
  }
  return selected;
}

/** +s, +es, +ed, +ing bases (comparatives are left out: "teacher" is not an inflection of "teach"). */
function simpleInflectionBases(word: string): string[] {
  return listInflectionBases(word)
    .filter(({ kind }) => kind !== 'comparative')
    .map(({ base }) => base);
}

function toEntry({ spelling, description, grade }: Candidate, britishVariant: string | undefined): BankEntry {
  const { definition, sentences } = description.content;
  for (const sentence of sentences) {
    if (!containsWholeWord(sentence, spelling)) throw new Error(`"${spelling}": sentence lacks the word: ${sentence}`);
  }
  if (sentences[0] === sentences[1]) throw new Error(`"${spelling}": the two sentences are the same`);
  return {
    spelling,
    ...(britishVariant ? { variants: [{ text: britishVariant, tag: 'UK' as const }] } : {}),
    definition,
    sentences,
    difficulty: grade,
  };
}

/** `cuss` rates words 0 (maybe profane) to 2 (surely); 0 covers "church" and "cancer", so only 1+ count. */
async function loadBlocklist(): Promise<Set<string>> {
  const rated = Object.entries(cuss).filter(([, rating]) => rating >= 1);
  return new Set([
    ...rated.map(([word]) => word.toLowerCase()),
    ...(await readWordList('scripts/word-lists/word-blocklist.txt')),
  ]);
}

/** "American", "Paris": WordNet only knows the word with a capital letter. */
function isProperNounOnly(description: WordDescription): boolean {
  return description.senses.every((sense) => sense.wordForm !== sense.wordForm.toLowerCase());
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

async function readJson<T>(relativePath: string): Promise<T> {
  return JSON.parse(await readFile(path.join(ROOT, relativePath), 'utf8')) as T;
}

function printSummary(candidateCount: number, selected: Candidate[], entries: BankEntry[], elapsedMs: number): void {
  const byGrade = GRADES.map((grade) => `${grade}: ${entries.filter((entry) => entry.difficulty === grade).length}`);
  const fallbackWords = selected.filter((candidate) => candidate.description.fallbackSentences > 0).length;
  const fallbackSentences = selected.reduce((sum, candidate) => sum + candidate.description.fallbackSentences, 0);
  console.log(`Wrote ${entries.length} words to ${path.relative(ROOT, OUTPUT)} (from ${candidateCount} candidates).`);
  console.log(`Per grade: ${byGrade.join(', ')}`);
  console.log(`Variants: ${entries.filter((entry) => entry.variants?.length).length} words`);
  console.log(`Fallback sentences: ${fallbackSentences} in ${fallbackWords} words (the rest are WordNet examples)`);
  console.log(`Took ${(elapsedMs / 1000).toFixed(1)} s`);
}

/** Score quintiles of the common candidates: the grade thresholds in difficulty.ts come from here. */
function printCalibration(candidates: Candidate[]): void {
  const scores = candidates
    .filter((candidate) => candidate.description.tagCount >= 3)
    .map(({ spelling, description }) => scoreDifficulty({ spelling, tagCount: description.tagCount }))
    .sort((a, b) => a - b);
  const quintiles = [0.2, 0.4, 0.6, 0.8].map((q) => scores[Math.floor(q * scores.length)]?.toFixed(2));
  console.log(`Score quintiles of ${scores.length} candidates with a tag count of 3+: ${quintiles.join(', ')}`);
}

await buildWordBank();
