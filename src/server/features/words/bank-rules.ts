import { stemmer } from 'stemmer';
import type { BankProblem } from '../../../shared/schemas/admin-words.schema';
import {
  isPartOfSpeech,
  MIN_DEFINITION_CONTENT_WORDS,
  SENTENCE_WORD_RANGE,
} from '../../../shared/schemas/words.schema';
import { containsWholeWord } from './wordnet.text';

/**
 * The editorial rules every word of the bank meets: the starter bank's validator, the bank report and
 * "Auto-generate the Rest" all read them from here. A pronouncer reads the definition and the sentences
 * aloud, so each rule is about what a listener hears: a sentence long enough to carry the meaning, the
 * exact word in it, no definition that says the word (or its root) and so spells it out.
 */

export { MIN_DEFINITION_CONTENT_WORDS, SENTENCE_WORD_RANGE };

/** Words that carry no meaning of their own; everything else is a content word. */
const FUNCTION_WORDS = new Set(
  `a an the and or but nor so yet if then than that this these those there here of to in on at by for from with
  without into onto over under about as is are was were be been being am do does did done has have had having it its
  it's they them their he him his she her we us our you your i me my who whom whose which what when where why how
  not no can could will would shall should may might must also very too such some any each every all both either
  neither one ones something someone somebody anything way thing things kind sort used use up out off just only`.split(
    /\s+/,
  ),
);

/** The words of a text, lower-cased: letters, digits and inner apostrophes. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

export function contentWordsOf(text: string): string[] {
  return wordsOf(text).filter((word) => !FUNCTION_WORDS.has(word) && !/^\d+$/.test(word));
}

/** Derivational endings peeled off before two words are compared for a shared root. */
const DERIVATIONAL_ENDINGS = [
  'ically',
  'ation',
  'ition',
  'ness',
  'ment',
  'ship',
  'hood',
  'less',
  'able',
  'ible',
  'ally',
  'ful',
  'ous',
  'ive',
  'ity',
  'ise',
  'ize',
  'ist',
  'ism',
  'ion',
  'ant',
  'ent',
  'ly',
  'al',
  'ic',
  'er',
  'or',
  'y',
];

/** A rough root: the Porter stem with derivational endings peeled while at least four letters stay. */
export function rootOf(word: string): string {
  let root = stemmer(word.toLowerCase());
  for (let peeled = true; peeled;) {
    peeled = false;
    for (const ending of DERIVATIONAL_ENDINGS) {
      if (root.endsWith(ending) && root.length - ending.length >= 4) {
        root = root.slice(0, -ending.length);
        peeled = true;
        break;
      }
    }
  }
  return root.replace(/[ie]$/, '');
}

/**
 * Whether two words share a root, so that hearing one spells out most of the other: 'gradual' and
 * 'gradually', 'writes' and 'writer', 'accept' and 'acceptance'. Short words only match exactly, so
 * 'man' does not give away 'manner'.
 */
export function shareRoot(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return true;
  const rootX = rootOf(x);
  const rootY = rootOf(y);
  if (rootX === rootY) return true;
  const shorter = Math.min(rootX.length, rootY.length);
  if (shorter < 4) return false;
  let common = 0;
  while (common < shorter && rootX[common] === rootY[common]) common++;
  return common === shorter;
}

/** The words of `text` that give `word` away (the word itself or a word of the same root). */
export function findGiveaways(text: string, word: string): string[] {
  return [...new Set(wordsOf(text).filter((candidate) => shareRoot(candidate, word)))];
}

/** Phrases of fill-in-the-blank sentences: they teach nothing a pronouncer would read. */
const TEMPLATE_PATTERNS: readonly RegExp[] = [
  /\bthe word\b/i,
  /\bin the dictionary\b/i,
  /\bnames a kind of\b/i,
  /\bis a kind of\b/i,
  /\banother word for\b/i,
  /\bin a sentence\b/i,
  /\bto spell\b/i,
  /^(an?|the|some) [a-z]+\.$/i,
];

export function isTemplateSentence(sentence: string, spelling: string): boolean {
  const definesItself = new RegExp(`\\b${spelling}\\b["”]? (means|is another word)\\b`, 'i');
  return definesItself.test(sentence) || TEMPLATE_PATTERNS.some((pattern) => pattern.test(sentence));
}

/**
 * A sentence restates its definition when it holds most of the definition's content words: it then
 * tells the listener nothing the definition did not ("To abandon means to forsake, leave behind.").
 */
export function restatesDefinition(sentence: string, definition: string): boolean {
  const defined = new Set(contentWordsOf(definition).map(rootOf));
  if (defined.size < 3) return false;
  const said = new Set(contentWordsOf(sentence).map(rootOf));
  const shared = [...defined].filter((root) => said.has(root)).length;
  return shared / defined.size >= 0.7;
}

/**
 * Grammar notes WordNet keeps among its definitions ("Postpositive however.", "Used to form the
 * superlative."). "Used in" alone is no note: "a material used in a reaction" is a meaning.
 */
const GRAMMAR_NOTE =
  /\b(postpositive|used (with|in|as|after|before) (an? |the )?(count|mass|plural|singular|negatives?|combination|combining|infinitive|imperative|auxiliary|superlative|comparative|modifiers?|intensifiers?)|used to form|plural of|past tense|participle|a form of)\b/i;

export interface BankTexts {
  spelling: string;
  partOfSpeech?: string | null | undefined;
  definition: string;
  sentences: readonly string[];
}

/**
 * Every way the texts of a word break the bank's rules, one problem each (empty: all good). The admin
 * word page shows them to staff in their language; the validator and the bank tools read them as lines
 * (checkBankTexts).
 */
export function findBankProblems({ spelling, partOfSpeech, definition, sentences }: BankTexts): BankProblem[] {
  const problems: BankProblem[] = [];
  if (!isPartOfSpeech(partOfSpeech)) {
    problems.push({ rule: 'partOfSpeech', field: 'partOfSpeech', ...(partOfSpeech ? { detail: partOfSpeech } : {}) });
  }
  problems.push(...findDefinitionProblems(definition, spelling));
  if (sentences.length !== 2) {
    problems.push({ rule: 'sentenceCount', field: 'sentences', detail: String(sentences.length) });
  }
  sentences.slice(0, 2).forEach((sentence, index) => {
    problems.push(...findSentenceProblems(sentence, spelling, definition, index === 0 ? 'sentence1' : 'sentence2'));
  });
  const [first, second] = sentences;
  if (first && second && contentWordsOf(first).join(' ') === contentWordsOf(second).join(' ')) {
    problems.push({ rule: 'sameSentences', field: 'sentences' });
  }
  return problems;
}

/** Every way the texts of a word break the bank's rules, as short readable lines (empty: all good). */
export function checkBankTexts(texts: BankTexts): string[] {
  return findBankProblems(texts).map(describeBankProblem);
}

export function findDefinitionProblems(definition: string, spelling: string): BankProblem[] {
  const problems: BankProblem[] = [];
  if (!/^[A-Z].*[.]$/.test(definition)) problems.push({ rule: 'definitionForm', field: 'definition' });
  const giveaways = findGiveaways(definition, spelling);
  if (giveaways.length > 0) problems.push({ rule: 'giveaway', field: 'definition', detail: giveaways.join(', ') });
  if (contentWordsOf(definition).length < MIN_DEFINITION_CONTENT_WORDS) {
    problems.push({ rule: 'fewContentWords', field: 'definition' });
  }
  if (GRAMMAR_NOTE.test(definition)) problems.push({ rule: 'grammarNote', field: 'definition' });
  return problems;
}

export function findSentenceProblems(
  sentence: string,
  spelling: string,
  definition: string,
  field: 'sentence1' | 'sentence2' = 'sentence1',
): BankProblem[] {
  const problems: BankProblem[] = [];
  const count = wordsOf(sentence).length;
  if (count < SENTENCE_WORD_RANGE.min || count > SENTENCE_WORD_RANGE.max) {
    problems.push({ rule: 'sentenceLength', field, detail: String(count) });
  }
  if (!/^[A-Z"“].*[.!?]["”]?$/.test(sentence)) problems.push({ rule: 'sentenceForm', field });
  if (!containsWholeWord(sentence, spelling)) problems.push({ rule: 'missingWord', field, detail: spelling });
  if (isTemplateSentence(sentence, spelling)) problems.push({ rule: 'template', field });
  if (restatesDefinition(sentence, definition)) problems.push({ rule: 'restatesDefinition', field });
  return problems;
}

/** The definition's problems as readable lines. */
export function checkDefinition(definition: string, spelling: string): string[] {
  return findDefinitionProblems(definition, spelling).map(describeBankProblem);
}

/** A sentence's problems as readable lines (without the "sentence N: " its word's report puts first). */
export function checkSentence(sentence: string, spelling: string, definition: string): string[] {
  return findSentenceProblems(sentence, spelling, definition).map(describeProblemAlone);
}

/** A problem as one line of the validator's report: "sentence 2: 5 words (7 to 25 wanted)". */
export function describeBankProblem(problem: BankProblem): string {
  const line = describeProblemAlone(problem);
  if (problem.field === 'sentence1' || problem.field === 'sentence2')
    return `sentence ${problem.field.at(-1)}: ${line}`;
  if (problem.field === 'definition') return `definition: ${line}`;
  return line;
}

function describeProblemAlone({ rule, detail }: BankProblem): string {
  const { min, max } = SENTENCE_WORD_RANGE;
  switch (rule) {
    case 'partOfSpeech':
      return `part of speech missing or unknown: ${detail ?? '(none)'}`;
    case 'definitionForm':
      return 'must start with a capital and end with a period';
    case 'giveaway':
      return `gives the word away (${detail ?? ''})`;
    case 'fewContentWords':
      return `fewer than ${MIN_DEFINITION_CONTENT_WORDS} content words`;
    case 'grammarNote':
      return 'a grammar note, not a meaning';
    case 'sentenceCount':
      return `has ${detail ?? '?'} sentences, not 2`;
    case 'sentenceLength':
      return `${detail ?? '?'} words (${min} to ${max} wanted)`;
    case 'sentenceForm':
      return 'must start with a capital and end with . ! or ?';
    case 'missingWord':
      return `does not contain "${detail ?? ''}" exactly`;
    case 'template':
      return 'reads like a template';
    case 'restatesDefinition':
      return 'restates the definition';
    case 'sameSentences':
      return 'the two sentences are the same';
  }
}
