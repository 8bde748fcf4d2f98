import { parse } from 'csv-parse/sync';
import type { SeedEntry } from './words.seed';

export const CSV_COLUMNS = ['spelling', 'definition', 'sentence1', 'sentence2'] as const;

export class CsvFormatError extends Error {}

/**
 * Reads a words CSV (product §15): header `spelling,definition,sentence1,sentence2` (any order, any
 * case), quoted fields per RFC 4180, and extra accepted spellings as `colour|color` (the first one is
 * canonical). Rows are checked later, by the seeding, so one bad row does not stop the rest.
 */
export function parseWordsCsv(text: string): SeedEntry[] {
  let records: Array<{ record: Record<string, string | undefined>; info: { lines: number } }>;
  let header: string[] = [];
  try {
    records = parse(text, {
      bom: true,
      columns: (names: string[]) => (header = names.map((name) => name.trim().toLowerCase())),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    throw new CsvFormatError(`The CSV could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new CsvFormatError(`The CSV header must name ${CSV_COLUMNS.join(',')}; missing: ${missing.join(', ')}`);
  }
  return records.map(({ record, info }) => {
    const [spelling = '', ...variants] = (record.spelling ?? '')
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean);
    return {
      source: `line ${info.lines}`,
      spelling,
      variants: variants.map((text) => ({ text, tag: null })),
      definition: record.definition ?? '',
      sentence1: record.sentence1 ?? '',
      sentence2: record.sentence2 ?? '',
    };
  });
}
