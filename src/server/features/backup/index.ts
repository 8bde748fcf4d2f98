import { resolve } from 'node:path';
import { MIGRATIONS } from '../../../../migrations';
import { CliError, stringOption, type CliCommand } from '../../cli/cli-command';
import { fileError } from '../../cli/file-errors';
import { backupDatabase, restoreDatabase } from './backup.service';

const migrationNames = () => Object.keys(MIGRATIONS);

const backupCommand: CliCommand = {
  name: 'db:backup',
  description: 'Write every table to a gzipped backup file (works on Postgres and the embedded database)',
  options: [{ flags: '--out <file>', description: 'the backup file to write', required: true }],
  async run(deps, options, out) {
    const file = resolve(stringOption(options, 'out') ?? '');
    const started = Date.now();
    const summary = await backupDatabase(deps.db, file, migrationNames()).catch((error: unknown) => {
      // The file could not be written (no such folder, a folder, no right): one line; anything else is logged.
      throw fileError('write', file, error) ?? error;
    });
    out.line(`Backed up ${summary.rows} rows of ${summary.tables} tables to ${file} in ${Date.now() - started} ms.`);
  },
};

const restoreCommand: CliCommand = {
  name: 'db:restore',
  description: 'Replace every row with those of a backup file, in one transaction',
  options: [{ flags: '--file <file>', description: 'the backup file to read', required: true }],
  async run(deps, options, out) {
    const file = resolve(stringOption(options, 'file') ?? '');
    const started = Date.now();
    try {
      const summary = await restoreDatabase(deps.db, file, migrationNames());
      out.line(`Restored ${summary.rows} rows of ${summary.tables} tables from ${file} in ${Date.now() - started} ms.`);
    } catch (error) {
      const unreadable = fileError('read', file, error, 'nothing was changed');
      if (unreadable) throw unreadable;
      throw new CliError(
        `Restore failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  },
};

/** Backup and restore of every table, from the operator CLI. */
export const backupCliCommands: CliCommand[] = [backupCommand, restoreCommand];
