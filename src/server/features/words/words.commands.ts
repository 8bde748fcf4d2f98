import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CliError, intOption, stringOption, type CliCommand } from '../../cli/cli-command';
import { fileError } from '../../cli/file-errors';
import { CsvFormatError, parseWordsCsv } from './words.csv';
import { seedWords, type SeedEntry } from './words.seed';
import { readStarterBank } from './starter-bank';
import { findReportedWords } from './words.repository';
import { formatBankReport, reportOnWords, type ReportedWord } from './words.report';
import { syncStarterBank } from './words.starter-sync';

/** Problem lines printed before the summary; the rest are counted. */
const PROBLEMS_SHOWN = 20;

/** More rows than a word bank holds: `--limit` up to this. */
const MAX_SEED_ROWS = 1_000_000;

export const seedWordsCommand: CliCommand = {
  name: 'words:seed',
  description:
    'Load words: the bundled starter bank (its newest edition: unedited words take the new texts), or a CSV with header spelling,definition,sentence1,sentence2',
  options: [
    {
      flags: '--file <path>',
      description: 'CSV file to load instead of the starter bank (colour|color = two spellings)',
    },
    { flags: '--limit <n>', description: 'load at most the first N rows of --file' },
  ],
  async run(deps, options, out) {
    const file = stringOption(options, 'file');
    const limit = intOption(options, 'limit', MAX_SEED_ROWS, { max: MAX_SEED_ROWS });
    if (!file) {
      // The starter bank is one edition, synced whole.
      if (stringOption(options, 'limit') !== undefined) {
        throw new CliError('--limit counts the rows of --file: the starter bank is always loaded whole');
      }
      const result = await syncStarterBank(deps, {
        force: true,
        onProgress: (done, total) => out.progress(done, total),
      });
      out.line(
        `Starter bank: added ${result?.added ?? 0}, updated ${result?.updated ?? 0}, kept ${result?.kept ?? 0} edited by staff, ` +
          `retired ${result?.retired ?? 0}, unchanged ${result?.unchanged ?? 0}`,
      );
      return;
    }
    let entries: SeedEntry[];
    {
      let text: string;
      const path = resolve(file);
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        throw fileError('read', path, error) ?? error;
      }
      try {
        entries = parseWordsCsv(text);
      } catch (error) {
        if (error instanceof CsvFormatError) throw new CliError(error.message);
        throw error;
      }
    }
    const result = await seedWords(deps, entries.slice(0, limit), {
      onProgress: (done, total) => out.progress(done, total),
    });
    for (const problem of result.problems.slice(0, PROBLEMS_SHOWN)) out.line(`Failed ${problem}`);
    if (result.problems.length > PROBLEMS_SHOWN)
      out.line(`…and ${result.problems.length - PROBLEMS_SHOWN} more failed`);
    out.line(`Added ${result.added}, skipped ${result.skipped}, failed ${result.failed}`);
    if (result.failed > 0) {
      const rows =
        result.failed === 1
          ? '1 row was not loaded: correct it'
          : `${result.failed} rows were not loaded: correct them`;
      throw new CliError(`${rows} and run again (loaded rows are skipped)`);
    }
  },
};

export const reportWordsCommand: CliCommand = {
  name: 'words:report',
  description: "Check the words players get against the bank's editorial rules and print the figures",
  options: [{ flags: '--starter', description: 'report on the bundled starter bank instead of the database' }],
  async run(deps, options, out) {
    const words = options.starter === true ? starterWords() : await findReportedWords(deps.db);
    for (const line of formatBankReport(reportOnWords(words))) out.line(line);
  },
};

function starterWords(): ReportedWord[] {
  return readStarterBank().entries.map((entry) => ({
    spelling: entry.spelling,
    partOfSpeech: entry.partOfSpeech,
    definition: entry.definition,
    sentences: entry.sentences,
    difficulty: entry.difficulty,
    variants: entry.variants?.length ?? 0,
    soundsLike: entry.soundsLike ?? [],
    spokenForm: entry.spokenForm ?? null,
  }));
}
