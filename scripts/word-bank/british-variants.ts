import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * British spellings of American words, from SCOWL (Debian's `scowl` package, the lists behind
 * `wamerican` and `wbritish`): a candidate made by the usual respelling rules counts only when SCOWL
 * lists it as a British spelling or an accepted variant, so "colour" and "neighbourhood" come in and
 * made-up forms never do. Only the bank build reads it; the result is committed with the bank.
 */
const SCOWL_DIR = '/usr/share/dict/scowl';
/** SCOWL's size levels up to 70 hold the words of a large dictionary; beyond are rarities. */
const MAX_SIZE = 70;

/** [pattern, replacement] respellings from American to British. */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/ize/, 'ise'],
  [/iz(a|i)/, 'is$1'],
  [/yze/, 'yse'],
  [/or$/, 'our'],
  [/or(ite|ful|able|hood|ed|ing|s)$/, 'our$1'],
  [/avior/, 'aviour'],
  [/([^aeiou])er$/, '$1re'],
  [/ense$/, 'ence'],
  [/og$/, 'ogue'],
  [/dgment$/, 'dgement'],
  [/elry$/, 'ellery'],
  [/ll$/, 'l'],
  [/llful$/, 'lful'],
  [/^skep/, 'scep'],
  [/^gray/, 'grey'],
  [/^plow/, 'plough'],
  [/^mustache/, 'moustache'],
  [/gram$/, 'gramme'],
  [/euver/, 'oeuvre'],
  [/^mold/, 'mould'],
  [/^cozy/, 'cosy'],
  [/ieval/, 'iaeval'],
  [/yclopedia/, 'yclopaedia'],
  [/^practice$/, 'practise'],
  [/^yogurt$/, 'yoghurt'],
];

/** SCOWL pairs these, but as other words with another meaning: a "cheque" is not a "check" that tests. */
const OTHER_WORDS = new Set(['cheque', 'connexion', 'prise']);

export function hasScowl(): boolean {
  return existsSync(SCOWL_DIR);
}

export function loadBritishVariants(): (spelling: string) => string[] {
  const british = new Set<string>();
  for (const file of readdirSync(SCOWL_DIR)) {
    const match = /^(british-words|british_variant_\d-words|variant_\d-words)\.(\d+)$/.exec(file);
    if (!match || Number(match[2]) > MAX_SIZE) continue;
    for (const line of readFileSync(path.join(SCOWL_DIR, file), 'latin1').split('\n')) if (line) british.add(line);
  }
  return (spelling) => {
    const candidates = new Set(
      RULES.filter(([rule]) => rule.test(spelling)).map(([rule, to]) => spelling.replace(rule, to)),
    );
    return [...candidates].filter((c) => c !== spelling && british.has(c) && !OTHER_WORDS.has(c)).sort();
  };
}
