import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliOutcomeOf } from '../../../test/support/cli-output';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { backupCliCommands } from '../features/backup';
import { seedWordsCommand } from '../features/words/words.commands';
import type { CliCommand, CliOptions } from './cli-command';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const dir = mkdtempSync(join(tmpdir(), 'spelldown-files-'));
const command = (name: string) => backupCliCommands.find((c) => c.name === name)!;
const failureOf = async (cli: CliCommand, options: CliOptions) =>
  (await cliOutcomeOf((out) => cli.run(t.deps, options, out))).error?.message;

describe('a file an operator command cannot read or write', () => {
  it('is named with the reason in words, the same way by every command', async () => {
    const missing = join(dir, 'missing.gz');
    const noFolder = join(dir, 'no-such-folder', 'backup.gz');
    expect(await failureOf(command('db:restore'), { file: missing })).toBe(
      `Cannot read ${missing}: no such file (nothing was changed)`,
    );
    expect(await failureOf(command('db:restore'), { file: dir })).toBe(
      `Cannot read ${dir}: it is a folder (nothing was changed)`,
    );
    expect(await failureOf(seedWordsCommand, { file: join(dir, 'missing.csv') })).toBe(
      `Cannot read ${join(dir, 'missing.csv')}: no such file`,
    );
    expect(await failureOf(command('db:backup'), { out: noFolder })).toBe(`Cannot write ${noFolder}: no such folder`);
    expect(await failureOf(command('db:backup'), { out: dir })).toBe(`Cannot write ${dir}: it is a folder`);
  });
});
