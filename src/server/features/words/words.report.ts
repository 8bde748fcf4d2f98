import { isPartOfSpeech } from '../../../shared/schemas/words.schema';
import {
  checkBankTexts,
  contentWordsOf,
  findGiveaways,
  isTemplateSentence,
  MIN_DEFINITION_CONTENT_WORDS,
  restatesDefinition,
  SENTENCE_WORD_RANGE,
  wordsOf,
} from './bank-rules';
import { containsWholeWord } from './wordnet.text';

/** A word as the report reads it: from the database or from the bundled starter bank. */
export interface ReportedWord {
  spelling: string;
  partOfSpeech: string | null;
  definition: string;
  sentences: readonly string[];
  difficulty: number;
  variants: number;
  soundsLike: readonly string[];
  spokenForm: string | null;
}

/** The figures an editor reads to know the bank meets its rules (the starter bank's validator holds them). */
export interface BankReport {
  words: number;
  withPartOfSpeech: number;
  byPartOfSpeech: Record<string, number>;
  byDifficulty: Record<number, number>;
  definitionsGivingAway: number;
  definitionsTooThin: number;
  sentences: number;
  sentencesTooShort: number;
  sentencesTooLong: number;
  sentencesWithoutTheWord: number;
  templateSentences: number;
  sentencesRestatingTheDefinition: number;
  soundAlikeWords: number;
  soundAlikePairsInBank: number;
  spokenForms: number;
  withVariants: number;
  /** Words breaking any rule: the first few, to fix first. */
  wordsWithProblems: string[];
}

export function reportOnWords(words: readonly ReportedWord[]): BankReport {
  const spellings = new Set(words.map((word) => word.spelling));
  const count = (test: (word: ReportedWord) => boolean) => words.filter(test).length;
  const sentences = words.flatMap((word) => word.sentences.map((sentence) => ({ word, sentence })));
  const countSentences = (test: (word: ReportedWord, sentence: string) => boolean) =>
    sentences.filter(({ word, sentence }) => test(word, sentence)).length;
  const tally = <K extends string | number>(key: (word: ReportedWord) => K) =>
    words.reduce<Record<K, number>>(
      (counts, word) => ({ ...counts, [key(word)]: (counts[key(word)] ?? 0) + 1 }),
      {} as Record<K, number>,
    );
  return {
    words: words.length,
    withPartOfSpeech: count((word) => isPartOfSpeech(word.partOfSpeech)),
    byPartOfSpeech: tally((word) => word.partOfSpeech ?? 'none'),
    byDifficulty: tally((word) => word.difficulty),
    definitionsGivingAway: count((word) => findGiveaways(word.definition, word.spelling).length > 0),
    definitionsTooThin: count((word) => contentWordsOf(word.definition).length < MIN_DEFINITION_CONTENT_WORDS),
    sentences: sentences.length,
    sentencesTooShort: countSentences((_, s) => wordsOf(s).length < SENTENCE_WORD_RANGE.min),
    sentencesTooLong: countSentences((_, s) => wordsOf(s).length > SENTENCE_WORD_RANGE.max),
    sentencesWithoutTheWord: countSentences((word, s) => !containsWholeWord(s, word.spelling)),
    templateSentences: countSentences((word, s) => isTemplateSentence(s, word.spelling)),
    sentencesRestatingTheDefinition: countSentences((word, s) => restatesDefinition(s, word.definition)),
    soundAlikeWords: count((word) => word.soundsLike.length > 0),
    soundAlikePairsInBank:
      words.reduce((n, word) => n + word.soundsLike.filter((other) => spellings.has(other)).length, 0) / 2,
    spokenForms: count((word) => word.spokenForm !== null),
    withVariants: count((word) => word.variants > 0),
    wordsWithProblems: words
      .filter((word) => checkBankTexts({ ...word, partOfSpeech: word.partOfSpeech ?? undefined }).length > 0)
      .map((word) => word.spelling),
  };
}

/** The report as lines for a terminal. */
export function formatBankReport(report: BankReport): string[] {
  const percent = (n: number, of: number) => (of === 0 ? '0%' : `${((100 * n) / of).toFixed(1)}%`);
  const parts = Object.entries(report.byPartOfSpeech)
    .sort(([, a], [, b]) => b - a)
    .map(([pos, n]) => `${pos} ${n}`);
  const grades = Object.entries(report.byDifficulty).map(([grade, n]) => `${grade}: ${n}`);
  const shown = report.wordsWithProblems.slice(0, 20).join(', ');
  const more = report.wordsWithProblems.length > 20 ? `, and ${report.wordsWithProblems.length - 20} more` : '';
  return [
    `Words: ${report.words}`,
    `Part of speech: ${report.withPartOfSpeech} (${percent(report.withPartOfSpeech, report.words)}): ${parts.join(', ')}`,
    `Difficulty: ${grades.join(', ')}`,
    `Definitions giving the word away: ${report.definitionsGivingAway}; with fewer than 3 content words: ${report.definitionsTooThin}`,
    `Sentences: ${report.sentences}; under ${SENTENCE_WORD_RANGE.min} words: ${report.sentencesTooShort}; over ${SENTENCE_WORD_RANGE.max}: ${report.sentencesTooLong}; without the exact word: ${report.sentencesWithoutTheWord}`,
    `Template sentences: ${report.templateSentences}; restating the definition: ${report.sentencesRestatingTheDefinition}`,
    `Sound like another word: ${report.soundAlikeWords} words (${report.soundAlikePairsInBank} pairs both in the bank)`,
    `Spoken forms: ${report.spokenForms}; with a British or American variant: ${report.withVariants}`,
    report.wordsWithProblems.length === 0
      ? 'Every word meets the bank rules.'
      : `Words breaking a rule: ${report.wordsWithProblems.length} (${shown}${more})`,
  ];
}
