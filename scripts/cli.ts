/**
 * The operator CLI: `npm run cli -- <command> [options]` (product §15).
 * With the embedded database and a running server, commands run inside the server (PGlite allows
 * one process); otherwise the CLI opens the database itself.
 */
import { resolve } from 'node:path';
import { Command } from 'commander';
import { SingleBar, Presets } from 'cli-progress';
import { buildApp } from '../src/server/app';
import { CliError, type CliCommand, type CliOptions, type CliOutput } from '../src/server/cli/cli-command';
import { claimDataDir, DataDirInUse, runThroughServer } from '../src/server/cli/cli-socket';
import { listCliCommands } from '../src/server/cli/registry';
import { ConfigError, loadConfig, type Config } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrator';

function createOutput(): CliOutput & { stop: () => void } {
  let bar: SingleBar | undefined;
  return {
    line: (text) => {
      bar?.stop();
      bar = undefined;
      process.stdout.write(`${text}\n`);
    },
    progress: (done, total) => {
      if (!process.stdout.isTTY) return; // progress bars only on a terminal
      if (!bar) {
        bar = new SingleBar(
          { format: '  {bar} {value}/{total} ({percentage}%) ETA {eta_formatted}' },
          Presets.shades_classic,
        );
        bar.start(total, done);
      }
      bar.update(done);
    },
    stop: () => bar?.stop(),
  };
}

async function runCommand(command: CliCommand, options: CliOptions): Promise<void> {
  const config = loadConfig();
  // Paths are the operator's, relative to where they typed the command (the server may run elsewhere).
  for (const key of ['file', 'out']) {
    const value = options[key];
    if (typeof value === 'string') options[key] = resolve(value);
  }
  const out = createOutput();
  try {
    if (!config.databaseUrl && (await runThroughServer(config.dataDir, command.name, options, out))) return;
    // No server holds the embedded database: this command does, until it ends.
    const claim = config.databaseUrl
      ? undefined
      : await claimDataDir(
          config.dataDir,
          `Another command is using the embedded database in DATA_DIR=${config.dataDir}: try again when it ends.`,
        );
    try {
      await runOnItsOwn(command, options, out, config);
    } finally {
      await claim?.release();
    }
  } finally {
    out.stop();
  }
}

/** Runs the command on a database this process opens, migrates and closes. */
async function runOnItsOwn(command: CliCommand, options: CliOptions, out: CliOutput, config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 4 });
  try {
    await migrateToLatest(database.db);
    const { app, deps } = await buildApp(config, {
      database,
      startup: false,
      background: false,
      logger: { level: 'warn' },
    });
    try {
      await command.run(deps, options, out);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

// `npm run cli -- words:report | head`: once the reader has gone, what is left to print has nobody to read
// it. The command stops there quietly (as a Unix tool does) instead of with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

// A usage error is one line (product §15); `--help` on the CLI or a command shows the options.
const program = new Command('npm run cli --')
  .description('Spelldown operator commands')
  .configureOutput({ writeErr: (text) => process.stderr.write(text) });

for (const command of listCliCommands()) {
  const sub = program.command(command.name).description(command.description);
  for (const option of command.options) {
    if (option.required) sub.requiredOption(option.flags, option.description);
    else sub.option(option.flags, option.description);
  }
  sub.action(async (options: CliOptions) => {
    await runCommand(command, options);
  });
}

program.parseAsync(process.argv).then(
  () => process.exit(0),
  (error: unknown) => {
    const message =
      error instanceof CliError || error instanceof ConfigError || error instanceof DataDirInUse
        ? error.message
        : `Command failed: ${error instanceof Error ? error.message : String(error)}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
