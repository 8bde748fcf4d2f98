import type { PartOfSpeech } from './wordnet.reader';
import { containsWholeWord } from './wordnet.text';

/**
 * Fallback example sentences for words whose WordNet examples are missing or use an inflected form.
 *
 * Only about a quarter of common WordNet words have two genuine examples, so most bank words need at
 * least one of these. Each template carries meaning (the definition, a broader term or a synonym), so
 * the sentence still helps a player who hears it read aloud. Every template contains the word itself.
 */

export interface TemplateInput {
  word: string;
  pos: PartOfSpeech;
  /** Cleaned definition of the most common sense, without a final period. */
  definition: string;
  /** Broader term for the most common sense ("church" for "cathedral"), if WordNet has one. */
  hypernym?: string | undefined;
  /** Single-word synonyms of the most common sense. */
  synonyms: string[];
}

/** Candidate sentences, best first; the caller takes as many distinct ones as it still needs. */
export function buildTemplateSentences(input: TemplateInput): string[] {
  const { word } = input;
  // "To evaluate means to evaluate or estimate …" says nothing: such a definition is left out.
  const definition = containsWholeWord(input.definition, word) ? '' : input.definition;
  const synonym = input.synonyms[0];
  const sentences = [...buildPosSentences({ ...input, definition })];
  if (synonym) sentences.push(`Another word for ${word} is ${synonym}.`);
  if (definition) sentences.push(`The teacher asked us to spell "${word}", which means ${definition}.`);
  // Always-valid last resorts so the result is never short of two sentences.
  sentences.push(`Can you use the word "${word}" in a sentence of your own?`);
  sentences.push(`Our class learned to spell the word "${word}" today.`);
  return sentences;
}

function buildPosSentences({ word, pos, definition, hypernym }: TemplateInput): string[] {
  const sentences: string[] = [];
  switch (pos) {
    case 'noun':
      if (definition) sentences.push(`In the dictionary, "${word}" means ${definition}.`);
      if (hypernym) sentences.push(`The word ${word} names a kind of ${hypernym}.`);
      break;
    case 'verb': {
      // Verb glosses are bare infinitive phrases ("move fast by using one's feet").
      const phrase = definition.replace(/^to\s+/i, '');
      if (phrase) sentences.push(`To ${word} means to ${phrase}.`);
      if (hypernym) sentences.push(`To ${word} is one way to ${hypernym}.`);
      break;
    }
    case 'adjective':
      // "describe something absolutely essential / having the necessary means / of or relating to chemistry"
      // reads well for every common shape of adjective gloss.
      if (definition) sentences.push(`We use the word ${word} to describe something ${definition}.`);
      break;
    case 'adverb':
      if (/^(in|with|without|by|at)\s/i.test(definition)) {
        sentences.push(`To do something ${word} is to do it ${definition}.`);
      } else if (definition) {
        sentences.push(`The word ${word} means ${definition}.`);
      }
      break;
  }
  return sentences;
}
