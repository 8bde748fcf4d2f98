/**
 * `npm run bench`: the app on Postgres and on PGlite beside a bare Fastify baseline, on a seeded
 * volume, each scenario for a fixed time at fixed concurrency; prints the table and the budgets of
 * product §19 and writes bench/results.json. See bench/README.md.
 */
import os from 'node:os';
import { evaluateBudgets } from './budgets';
import { measureBundle, measureFloorBundle } from './bundle';
import { runLoad, type LoadResult } from './load';
import { machineInfo, parseOptions, todayUtc } from './options';
import { printReport, writeResults } from './report';
import { benchDatabase, type DbRun, type RunContext } from './run-db';
import { scalePass } from './scale';
import { BASELINE } from './scenarios';
import { planSeed } from './seed';
import { ensureBuilds, startBaseline, type RunningServer } from './servers';
import type { Fixtures } from './sessions';

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const options = parseOptions();
  const startedAt = new Date();
  const machine = machineInfo();
  const today = todayUtc(startedAt);
  log(
    `Spelldown bench: ${options.databases.join(' + ')}, ${options.duration} s per scenario` +
      `${options.scale > 1 ? `, then ×${options.scale} on Postgres` : ''} (load average ${machine.loadAverageAtStart.join(' ')})`,
  );
  await ensureBuilds();

  let baselineServer: RunningServer | undefined;
  const measureBaseline = async (): Promise<LoadResult> => {
    baselineServer ??= await startBaseline();
    const load = BASELINE.load({} as Fixtures, baselineServer.url);
    await runLoad(load, options.warmup);
    const result = await runLoad(load, options.duration);
    log(`  baseline.json      bare       ${String(result.rps).padStart(6)} req/s  p99 ${result.latencyMs.p99} ms`);
    return result;
  };
  const ctx: RunContext = {
    options,
    stamp: startedAt.toISOString().replace(/\D/g, '').slice(0, 14),
    measureBaseline,
    log,
  };

  const runs: DbRun[] = [];
  try {
    for (const db of options.databases) runs.push(await benchDatabase(db, planSeed(1, today, options.playShare), ctx));
    if (options.scale > 1) runs.push(...(await scalePass(ctx, today)));
  } finally {
    await baselineServer?.stop();
  }

  const bundle = { ...measureBundle(), floorJsGzip: await measureFloorBundle() };
  const budgets = evaluateBudgets(runs, bundle);
  printReport(machine, runs, budgets, bundle, (line) => process.stdout.write(`${line}\n`));
  const end = { ...machine, loadAverageAtEnd: os.loadavg() };
  const path = writeResults(options, end, runs, budgets, bundle, startedAt);
  log(`\nWrote ${path}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
