import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface BankEntry {
  spelling: string;
  variants?: { text: string; tag: string }[];
  definition: string;
  sentences: string[];
  difficulty: number;
}

const bank = JSON.parse(readFileSync(new URL('./starter-bank.json', import.meta.url), 'utf8')) as BankEntry[];
const spellings = new Set(bank.map((entry) => entry.spelling));

/** Whole-word, case-insensitive; spellings are a-z only, so no escaping is needed. */
function containsWord(sentence: string, word: string): boolean {
  return new RegExp(`(^|[^a-z-])${word}([^a-z-]|$)`, 'i').test(sentence);
}

/**
 * Written independently of inflection.ts on purpose: the bank must not hold a word together with its
 * +s, +es, +ed or +ing form, including the usual spelling changes (bake → baked, stop → stopped,
 * carry → carries/carried, make → making).
 */
function simpleInflections(base: string): string[] {
  const forms = [`${base}s`, `${base}es`, `${base}ed`, `${base}ing`];
  if (base.endsWith('e')) forms.push(`${base}d`, `${base.slice(0, -1)}ing`);
  if (/[^aeiou]y$/.test(base)) forms.push(`${base.slice(0, -1)}ies`, `${base.slice(0, -1)}ied`);
  if (/[^aeiou][aeiou][^aeiouwxy]$/.test(base)) forms.push(`${base}${base.at(-1)}ed`, `${base}${base.at(-1)}ing`);
  return forms;
}

describe('starter-bank.json', () => {
  it('holds at least 2,000 entries, sorted by spelling, each spelling once', () => {
    expect(bank.length).toBeGreaterThanOrEqual(2000);
    expect(spellings.size).toBe(bank.length);
    const sorted = [...bank.map((entry) => entry.spelling)].sort();
    expect(bank.map((entry) => entry.spelling)).toEqual(sorted);
  });

  it('has lower-case a-z spellings of 4 to 14 letters', () => {
    const bad = bank.filter((entry) => !/^[a-z]{4,14}$/.test(entry.spelling)).map((entry) => entry.spelling);
    expect(bad).toEqual([]);
  });

  it('uses every difficulty from 1 to 5 and nothing else', () => {
    const grades = new Set(bank.map((entry) => entry.difficulty));
    expect([...grades].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives every entry a definition and two distinct sentences that contain the spelling', () => {
    const bad = bank.filter(
      (entry) =>
        !/^[A-Z0-9].*\.$/.test(entry.definition) ||
        entry.sentences.length !== 2 ||
        entry.sentences[0]?.toLowerCase() === entry.sentences[1]?.toLowerCase() ||
        !entry.sentences.every((sentence) => containsWord(sentence, entry.spelling)),
    );
    expect(bad.map((entry) => entry.spelling)).toEqual([]);
  });

  it('holds no entry that is a simple inflection of another entry', () => {
    const pairs = bank.flatMap((entry) =>
      simpleInflections(entry.spelling)
        .filter((form) => spellings.has(form))
        .map((form) => `${entry.spelling}/${form}`),
    );
    expect(pairs).toEqual([]);
  });

  it('tags spelling variants, which are not entries of their own', () => {
    const withVariants = bank.filter((entry) => entry.variants && entry.variants.length > 0);
    expect(withVariants.length).toBeGreaterThanOrEqual(15);
    for (const entry of withVariants) {
      for (const variant of entry.variants ?? []) {
        expect(['US', 'UK']).toContain(variant.tag);
        expect(variant.text).toMatch(/^[a-z]+$/);
        expect(variant.text).not.toBe(entry.spelling);
        expect(spellings.has(variant.text), variant.text).toBe(false);
      }
    }
    expect(bank.find((entry) => entry.spelling === 'color')?.variants).toEqual([{ text: 'colour', tag: 'UK' }]);
  });
});
