import { describe, expect, it } from 'vitest';
import { CsvFormatError, parseWordsCsv } from './words.csv';

describe('parseWordsCsv', () => {
  it('reads quoted fields, extra spellings and line numbers, whatever the column order', () => {
    const csv =
      '\ufeffSpelling,sentence1,sentence2,definition\r\n' +
      'colour|color,"Red is a colour, not a shape.",What colour is it?,"The ""hue"" of a thing."\r\n' +
      '\r\n' +
      'rhythm,Keep the rhythm.,A steady rhythm.,A pattern.\r\n';
    expect(parseWordsCsv(csv)).toEqual([
      {
        source: 'line 2',
        spelling: 'colour',
        variants: [{ text: 'color', tag: null }],
        definition: 'The "hue" of a thing.',
        sentence1: 'Red is a colour, not a shape.',
        sentence2: 'What colour is it?',
      },
      expect.objectContaining({ source: 'line 4', spelling: 'rhythm', variants: [] }),
    ]);
  });

  it('keeps rows with missing fields for the seeding to report, and refuses a missing header', () => {
    expect(parseWordsCsv('spelling,definition,sentence1,sentence2\nlonely\n')[0]).toMatchObject({
      spelling: 'lonely',
      definition: '',
      sentence2: '',
    });
    expect(() => parseWordsCsv('spelling,definition\nx,y\n')).toThrow(CsvFormatError);
    expect(() => parseWordsCsv('spelling,definition,sentence1,sentence2\n"unclosed,a,b,c\n')).toThrow(CsvFormatError);
  });
});
