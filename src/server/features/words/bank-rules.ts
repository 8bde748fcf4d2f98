import { stemmer } from 'stemmer';
import { isPartOfSpeech } from '../../../shared/schemas/words.schema';
import { containsWholeWord } from './wordnet.text';

/**
 * The editorial rules every word of the bank meets: the starter bank's validator, the bank report and
 * "Auto-generate the Rest" all read them from here. A pronouncer reads the definition and the sentences
 * aloud, so each rule is about what a listener hears: a sentence long enough to carry the meaning, the
 * exact word in it, no definition that says the word (or its root) and so spells it out.
 */

export const SENTENCE_WORD_RANGE = { min: 7, max: 25 } as const;
/** Fewer content words than this and a definition is a label ("Not present."), not an explanation. */
export const MIN_DEFINITION_CONTENT_WORDS = 3;

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

/** Grammar notes WordNet keeps among its definitions ("Postpositive however."). */
const GRAMMAR_NOTE = /\b(postpositive|used with|used in|plural of|past tense|participle|a form of)\b/i;

export interface BankTexts {
  spelling: string;
  partOfSpeech?: string | undefined;
  definition: string;
  sentences: readonly string[];
}

/** Every way the texts of a word break the bank's rules, as short readable lines (empty: all good). */
export function checkBankTexts({ spelling, partOfSpeech, definition, sentences }: BankTexts): string[] {
  const problems: string[] = [];
  if (!isPartOfSpeech(partOfSpeech)) {
    problems.push(`part of speech missing or unknown: ${partOfSpeech ?? '(none)'}`);
  }
  problems.push(...checkDefinition(definition, spelling));
  if (sentences.length !== 2) problems.push(`has ${sentences.length} sentences, not 2`);
  sentences.forEach((sentence, index) => {
    problems.push(
      ...checkSentence(sentence, spelling, definition).map((problem) => `sentence ${index + 1}: ${problem}`),
    );
  });
  const [first, second] = sentences;
  if (first && second && contentWordsOf(first).join(' ') === contentWordsOf(second).join(' ')) {
    problems.push('the two sentences are the same');
  }
  return problems;
}

export function checkDefinition(definition: string, spelling: string): string[] {
  const problems: string[] = [];
  if (!/^[A-Z].*[.]$/.test(definition)) problems.push('definition: must start with a capital and end with a period');
  const giveaways = findGiveaways(definition, spelling);
  if (giveaways.length > 0) problems.push(`definition: gives the word away (${giveaways.join(', ')})`);
  if (contentWordsOf(definition).length < MIN_DEFINITION_CONTENT_WORDS) {
    problems.push(`definition: fewer than ${MIN_DEFINITION_CONTENT_WORDS} content words`);
  }
  if (GRAMMAR_NOTE.test(definition)) problems.push('definition: a grammar note, not a meaning');
  return problems;
}

export function checkSentence(sentence: string, spelling: string, definition: string): string[] {
  const problems: string[] = [];
  const count = wordsOf(sentence).length;
  if (count < SENTENCE_WORD_RANGE.min || count > SENTENCE_WORD_RANGE.max) {
    problems.push(`${count} words (${SENTENCE_WORD_RANGE.min} to ${SENTENCE_WORD_RANGE.max} wanted)`);
  }
  if (!/^[A-Z"“].*[.!?]["”]?$/.test(sentence)) problems.push('must start with a capital and end with . ! or ?');
  if (!containsWholeWord(sentence, spelling)) problems.push(`does not contain "${spelling}" exactly`);
  if (isTemplateSentence(sentence, spelling)) problems.push('reads like a template');
  if (restatesDefinition(sentence, definition)) problems.push('restates the definition');
  return problems;
}
