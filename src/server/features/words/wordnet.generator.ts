import { buildTemplateSentences } from './sentence.templates';
import { loadWordNet, type PartOfSpeech, type Sense, type WordNetReader } from './wordnet.reader';
import { cleanDefinition, cleanExample, containsWholeWord, parseGloss, sentenceKey, toSentence } from './wordnet.text';

export interface GeneratedWordContent {
  definition: string;
  sentences: [string, string];
}

export interface WordDescription {
  content: GeneratedWordContent;
  /** Part of speech of the most common sense (the one the definition comes from). */
  pos: PartOfSpeech;
  /** Sum of WordNet sense-tag counts over the word's senses: a rough frequency measure. */
  tagCount: number;
  /** How many of the two sentences came from templates rather than WordNet's own examples. */
  fallbackSentences: number;
  senses: Sense[];
}

/** Definition and two example sentences for a word, or null when WordNet does not know it. */
export async function generateWordContent(spelling: string): Promise<GeneratedWordContent | null> {
  return (await describeWord(spelling))?.content ?? null;
}

/** Like generateWordContent, with the extra facts the word-bank build needs. */
export async function describeWord(spelling: string): Promise<WordDescription | null> {
  return describeWordWith(await loadWordNet(), spelling);
}

const POS_ORDER: readonly PartOfSpeech[] = ['noun', 'verb', 'adjective', 'adverb'];
/** Fewer words than this and an example is a label ("a necessary evil"), not a sentence. */
const MIN_EXAMPLE_WORDS = 3;

export interface DescribeOptions {
  /** Lets a caller veto sentences (the word-bank build drops ones with words unfit for children). */
  acceptSentence?: (sentence: string) => boolean;
}

export function describeWordWith(
  wordnet: WordNetReader,
  spelling: string,
  { acceptSentence = () => true }: DescribeOptions = {},
): WordDescription | null {
  const word = spelling.trim().toLowerCase();
  if (!word) return null;
  const senses = rankSenses(wordnet.lookupSenses(word));
  const primary = choosePrimarySense(senses, word);
  if (!primary) return null;

  const definitionText = definitionOf(primary, word);
  const definition = toSentence(phraseDefinition(definitionText, primary.pos) || `a form of the word ${word}`);
  const sentences = collectExamples(senses, word, acceptSentence);
  const genuine = sentences.length;
  if (sentences.length < 2) {
    const templates = buildTemplateSentences({
      // Keeps "Paris" capitalised when WordNet only knows the word as a name.
      word: primary.wordForm.toLowerCase() === word ? primary.wordForm : word,
      pos: primary.pos,
      definition: definitionText,
      hypernym: findHypernym(wordnet, primary, word),
      synonyms: findSynonyms(wordnet, primary, word),
    });
    for (const template of templates) {
      if (sentences.length >= 2) break;
      if (acceptSentence(template)) addDistinct(sentences, template);
    }
  }
  const [first = '', second = ''] = sentences;
  return {
    content: { definition, sentences: [first, second] },
    pos: primary.pos,
    tagCount: senses.reduce((sum, sense) => sum + sense.tagCount, 0),
    fallbackSentences: 2 - Math.min(genuine, 2),
    senses,
  };
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

/** Verb glosses are bare phrases ("have", "move fast …"); "To have." reads as a definition of a verb. */
function phraseDefinition(definition: string, pos: PartOfSpeech): string {
  return pos === 'verb' && definition && !/^to\s/i.test(definition) ? `to ${definition}` : definition;
}

/** Senses after the first few are too rare to define a word by, even to avoid a giveaway definition. */
const DEFINITION_SENSE_WINDOW = 3;

/**
 * The most common sense with a definition, unless its definition gives the spelling away ("college":
 * "the body of faculty and students of a college"); then the next of the few most common senses that
 * does not ("an institution of higher education …"). Players may see the definition as a hint.
 */
function choosePrimarySense(senses: Sense[], word: string): Sense | undefined {
  const defined = senses.filter((sense) => definitionOf(sense, word));
  const nonRevealing = defined
    .slice(0, DEFINITION_SENSE_WINDOW)
    .find((sense) => !revealsWord(definitionOf(sense, word), word));
  return nonRevealing ?? defined[0] ?? senses[0];
}

/**
 * A gloss may hold several definitions ("cause to be embarrassed; cause to feel self-conscious"): the
 * first one that does not contain the word, else the first one.
 */
function definitionOf(sense: Sense, word: string): string {
  const definitions = parseGloss(sense.synset.gloss).definitions.map(cleanDefinition).filter(Boolean);
  return definitions.find((definition) => !revealsWord(definition, word)) ?? definitions[0] ?? '';
}

/** Substring, not whole word: "embarrassed" gives "embarrass" away too. */
function revealsWord(definition: string, word: string): boolean {
  return definition.toLowerCase().includes(word);
}

/** WordNet examples that contain the exact spelling, from the most common senses first. */
function collectExamples(senses: Sense[], word: string, acceptSentence: (sentence: string) => boolean): string[] {
  const sentences: string[] = [];
  for (const sense of senses) {
    for (const example of parseGloss(sense.synset.gloss).examples) {
      if (sentences.length >= 2) return sentences;
      const sentence = cleanExample(example, word);
      if (sentence.split(/\s+/).length < MIN_EXAMPLE_WORDS) continue;
      if (containsWholeWord(sentence, word) && acceptSentence(sentence)) addDistinct(sentences, sentence);
    }
  }
  return sentences;
}

function addDistinct(sentences: string[], sentence: string): void {
  const key = sentenceKey(sentence);
  if (key && !sentences.some((existing) => sentenceKey(existing) === key)) sentences.push(sentence);
}

/** First word of the sense's broader synset: "church" for "cathedral", "move" for "run". */
function findHypernym(wordnet: WordNetReader, sense: Sense, word: string): string | undefined {
  const pointer = sense.synset.pointers.find((candidate) => candidate.symbol === '@' || candidate.symbol === '@i');
  const hypernym = pointer && wordnet.readSynset(pointer.pos, pointer.offset).words[0];
  // Some verb senses sit under a synset of the same word ("evaluate" under "evaluate, judge").
  if (!hypernym || hypernym !== hypernym.toLowerCase() || containsWholeWord(hypernym, word)) return undefined;
  return hypernym;
}

/**
 * Single-word synonyms from the same synset; for a head adjective also its "similar to" satellites
 * ("essential" for "necessary"), since many adjective synsets have only one word. A satellite's own
 * "similar to" link points at a broader head ("twelfth" → "ordinal"), so it is not followed. Forms that
 * contain the word itself are skipped: "Another word for able is unable" would mislead.
 */
function findSynonyms(wordnet: WordNetReader, sense: Sense, word: string): string[] {
  const similar = sense.synset.pointers
    .filter((pointer) => pointer.symbol === '&' && !sense.synset.satellite)
    .flatMap((pointer) => wordnet.readSynset(pointer.pos, pointer.offset).words);
  return [...sense.synset.words, ...similar].filter(
    (candidate) =>
      /^[a-z]+$/.test(candidate) &&
      !candidate.includes(word) &&
      !word.includes(candidate) &&
      !/^[ivxlcdm]+$/.test(candidate) && // "Another word for three is iii" is no help
      editDistance(candidate, word) > 2, // nor a respelling: "apologise" for "apologize", "plough" for "plow"
  );
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
