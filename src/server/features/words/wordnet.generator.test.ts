import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateWordContent } from './wordnet.generator';
import { cleanExample, containsWholeWord } from './wordnet.text';

interface BankEntry {
  spelling: string;
}

const bank = JSON.parse(readFileSync(new URL('./starter-bank.json', import.meta.url), 'utf8')) as BankEntry[];

/** mulberry32: a tiny seeded PRNG, so the sample is random-looking but the same on every run. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickSample(count: number, seed: number): string[] {
  const random = createRandom(seed);
  const pool = bank.map((entry) => entry.spelling);
  const sample: string[] = [];
  while (sample.length < count && pool.length > 0) {
    const [picked] = pool.splice(Math.floor(random() * pool.length), 1);
    if (picked) sample.push(picked);
  }
  return sample;
}

function expectWellFormed(word: string, content: Awaited<ReturnType<typeof generateWordContent>>): void {
  expect(content, word).not.toBeNull();
  const { definition, sentences } = content!;
  expect(definition, word).toMatch(/^[A-Z0-9].*\.$/);
  expect(definition, word).not.toMatch(/[`"_;]|\(\s*\)/);
  expect(sentences, word).toHaveLength(2);
  for (const sentence of sentences) {
    expect(sentence, word).toMatch(/^[A-Z0-9"'].*[.!?]$/);
    expect(containsWholeWord(sentence, word), `${word}: ${sentence}`).toBe(true);
  }
  expect(sentences[0].toLowerCase(), word).not.toBe(sentences[1].toLowerCase());
}

describe('generateWordContent', () => {
  it('defines "necessary" and gives two sentences that contain it', async () => {
    const content = await generateWordContent('necessary');
    expectWellFormed('necessary', content);
    expect(content!.definition).toBe('Absolutely essential.');
    for (const sentence of content!.sentences) expect(sentence).toMatch(/\bnecessary\b/i);
  });

  it('gives 50 seeded-random bank words a definition and two distinct sentences with the word', async () => {
    const sample = pickSample(50, 20240601);
    expect(sample).toHaveLength(50);
    for (const word of sample) expectWellFormed(word, await generateWordContent(word));
  });

  it('returns null for a word WordNet does not know', async () => {
    expect(await generateWordContent('qzxvbnm')).toBeNull();
    expect(await generateWordContent('   ')).toBeNull();
  });

  it('answers quickly once WordNet is loaded', async () => {
    await generateWordContent('house');
    const startedAt = performance.now();
    for (const word of pickSample(100, 7)) await generateWordContent(word);
    // ~1 ms a word here; the bound only catches a reload of WordNet per call (~100 ms each).
    expect(performance.now() - startedAt).toBeLessThan(2000);
  });
});

describe('WordNet text helpers', () => {
  it('matches whole words only', () => {
    expect(containsWholeWord('The runner’s shoes.', 'runner')).toBe(true);
    expect(containsWholeWord('Necessary, indeed.', 'necessary')).toBe(true);
    expect(containsWholeWord('He runs fast.', 'run')).toBe(false);
    expect(containsWholeWord('A self-evident truth.', 'evident')).toBe(false);
  });

  it('keeps the spelled word of a WordNet "(or …)" alternative and drops formulas', () => {
    expect(cleanExample('a complex and equivocal (or ambiguous) message', 'ambiguous')).toBe(
      'A complex and ambiguous message.',
    );
    expect(cleanExample('modern agricultural (or farming) methods', 'agricultural')).toBe(
      'Modern agricultural methods.',
    );
    expect(cleanExample('the expansion of (a+b)^2', 'expansion')).toBe('');
  });
});
