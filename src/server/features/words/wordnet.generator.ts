import type { GeneratedField, GeneratedWord } from '../../../shared/schemas/admin-words.schema';
import {
  contentWordsOf,
  findDefinitionProblems,
  findGiveaways,
  findSentenceProblems,
  MIN_DEFINITION_CONTENT_WORDS,
} from './bank-rules';
import { loadWordNet, type PartOfSpeech, type Sense, type WordNetReader } from './wordnet.reader';
import { cleanDefinition, cleanExample, parseGloss, sentenceKey, toSentence } from './wordnet.text';

/**
 * "Auto-generate the Rest": a first draft of a new word's texts from WordNet, for staff to read through.
 * It picks one sense and offers only what that sense gives: its definition, its part of speech and its
 * own examples, so the sentences are in the defined sense (an example of `record` the noun never comes
 * with a definition of the verb). Whatever falls short of the bank's rules (bank-rules.ts) is left empty
 * for staff to write rather than filled with a template.
 */

/** One sense's definition, part of speech and examples, or null when WordNet does not know the word. */
export async function generateWordContent(spelling: string): Promise<GeneratedWord | null> {
  return describeWordWith(await loadWordNet(), spelling);
}

const POS_ORDER: readonly PartOfSpeech[] = ['noun', 'verb', 'adjective', 'adverb'];

/** Senses after the first few are too rare to define a word by, even to find better examples. */
const SENSE_WINDOW = 3;
/** A sense tagged at least half as often as the most common one may be chosen for its examples. */
const COMPARABLE_TAG_SHARE = 2;

export function describeWordWith(wordnet: WordNetReader, spelling: string): GeneratedWord | null {
  const word = spelling.trim().toLowerCase();
  if (!word) return null;
  const senses = rankSenses(wordnet.lookupSenses(word));
  const [mostCommon] = senses;
  if (!mostCommon) return null;

  const defined = senses
    .slice(0, SENSE_WINDOW)
    .map((sense) => ({ sense, definition: defineSense(sense, word) }))
    .filter((candidate) => candidate.definition !== '');
  // Among the senses about as common as the most common one defined, the one with the most usable
  // examples (the more common one when they tie); with no sense defined well, the most common one's
  // examples, so staff see which sense to define.
  const [commonest] = defined;
  const chosen = defined
    .filter(({ sense }) => commonest && sense.tagCount * COMPARABLE_TAG_SHARE >= commonest.sense.tagCount)
    .map((candidate) => ({ ...candidate, examples: examplesOf(candidate.sense, word, candidate.definition) }))
    .reduce<{ sense: Sense; definition: string; examples: string[] } | undefined>(
      (best, candidate) => (best && best.examples.length >= candidate.examples.length ? best : candidate),
      undefined,
    ) ?? { sense: mostCommon, definition: '', examples: examplesOf(mostCommon, word, '') };

  const [first = '', second = ''] = chosen.examples;
  const content: Omit<GeneratedWord, 'missing'> = {
    definition: chosen.definition,
    sentences: [first, second],
    partOfSpeech: chosen.sense.pos,
  };
  const missing: GeneratedField[] = [];
  if (!content.definition) missing.push('definition');
  if (!first) missing.push('sentence1');
  if (!second) missing.push('sentence2');
  return { ...content, missing };
}

/**
 * Most common sense first. index.sense orders senses within a part of speech by tag count already, but
 * across parts of speech only the counts compare ("necessary" the adjective, 81 tags, beats the noun, 0).
 * Proper-noun senses ("Turkey") are dropped when the word also has ordinary senses ("turkey").
 */
function rankSenses(senses: Sense[]): Sense[] {
  const common = senses.filter((sense) => sense.wordForm === sense.wordForm.toLowerCase());
  return [...(common.length > 0 ? common : senses)].sort(
    (a, b) =>
      b.tagCount - a.tagCount || a.senseNumber - b.senseNumber || POS_ORDER.indexOf(a.pos) - POS_ORDER.indexOf(b.pos),
  );
}

/**
 * The sense's definition as the bank writes one, or '' when its gloss cannot give one. A gloss may hold
 * several clauses ("cause to be embarrassed; cause to feel self-conscious"): those that do not give the
 * word away, the first alone unless it is too short to explain anything, then joined with the next ones.
 */
function defineSense(sense: Sense, word: string): string {
  const clauses = parseGloss(sense.synset.gloss)
    .definitions.map(cleanDefinition)
    .filter((clause) => clause !== '' && findGiveaways(clause, word).length === 0);
  const joined: string[] = [];
  for (const clause of clauses) {
    joined.push(clause);
    if (contentWordsOf(joined.join(' ')).length >= MIN_DEFINITION_CONTENT_WORDS) break;
  }
  if (joined.length === 0) return '';
  const definition = toSentence(phraseDefinition(joined.join('; '), sense.pos));
  // A short definition with no clause left to join is still the sense's meaning: staff see it and can
  // add to it; a giveaway or a grammar note is not, and another sense is tried.
  const problems = findDefinitionProblems(definition, word).filter((problem) => problem.rule !== 'fewContentWords');
  return problems.length === 0 ? definition : '';
}

/** Verb glosses are bare phrases ("have", "move fast …"); "To have." reads as a definition of a verb. */
function phraseDefinition(definition: string, pos: PartOfSpeech): string {
  return pos === 'verb' && !/^to\s/i.test(definition) ? `to ${definition}` : definition;
}

/**
 * The sense's own examples that pass the bank's rules for a sentence (7 to 25 words, the exact word, no
 * template, not restating the definition) once capitalised and punctuated; two at most, distinct.
 */
function examplesOf(sense: Sense, word: string, definition: string): string[] {
  const sentences: string[] = [];
  for (const example of parseGloss(sense.synset.gloss).examples) {
    const sentence = cleanExample(example, word);
    if (!sentence || findSentenceProblems(sentence, word, definition).length > 0) continue;
    if (sentences.some((kept) => sentenceKey(kept) === sentenceKey(sentence))) continue;
    sentences.push(sentence);
    if (sentences.length === 2) break;
  }
  return sentences;
}
