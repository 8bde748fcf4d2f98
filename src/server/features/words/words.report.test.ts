import { describe, expect, it } from 'vitest';
import { formatBankReport, reportOnWords, type ReportedWord } from './words.report';

const word = (spelling: string, more: Partial<ReportedWord> = {}): ReportedWord => ({
  spelling,
  partOfSpeech: 'noun',
  definition: 'A large grey animal with a long trunk and tusks.',
  sentences: [
    `The ${spelling} at the zoo splashed water over the children with its trunk.`,
    `A baby ${spelling} stays close to its mother for years.`,
  ],
  difficulty: 3,
  variants: 0,
  soundsLike: [],
  spokenForm: null,
  ...more,
});

describe('the bank report', () => {
  it('counts each broken rule and names the words to fix', () => {
    const report = reportOnWords([
      word('elephant'),
      word('gradually', { partOfSpeech: null, definition: 'In a gradual manner.' }),
      word('writer', { sentences: ['In the dictionary, "writer" means writes professionally.', 'Brown writer.'] }),
      word('hear', { soundsLike: ['here'], spokenForm: null }),
      word('here', { soundsLike: ['hear'], variants: 1, spokenForm: "[[h'i@]]" }),
    ]);
    expect(report).toMatchObject({
      words: 5,
      withPartOfSpeech: 4,
      definitionsGivingAway: 1,
      definitionsTooThin: 1,
      sentences: 10,
      sentencesTooShort: 1,
      templateSentences: 1,
      soundAlikeWords: 2,
      soundAlikePairsInBank: 1,
      spokenForms: 1,
      withVariants: 1,
      wordsWithProblems: ['gradually', 'writer'],
    });
    const lines = formatBankReport(report);
    expect(lines).toContain('Part of speech: 4 (80.0%): noun 4, none 1');
    expect(lines.at(-1)).toBe('Words breaking a rule: 2 (gradually, writer)');
  });

  it('says so when every word meets the rules', () => {
    expect(formatBankReport(reportOnWords([word('elephant')])).at(-1)).toBe('Every word meets the bank rules.');
  });
});
