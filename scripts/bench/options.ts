import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { RushOptions } from './rush/run';

/** The repository the bench runs (the tree this file is in). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const TMP_DIR = `${ROOT}bench/tmp`;

export type DbKind = 'postgres' | 'pglite';

export interface BenchOptions {
  /** Seconds each scenario is measured (after its warm-up). */
  duration: number;
  warmup: number;
  quick: boolean;
  databases: DbKind[];
  /** Also seed this many times the volume on Postgres and compare read p99s (1 = no scale pass). */
  scale: number;
  /** Share of the year's games each seeded player played. */
  playShare: number;
  only: string[] | undefined;
  lighthouse: boolean;
  /** Scenario names to run again under `node --cpu-prof` (Postgres), summarised in the results. */
  profile: string[];
  keep: boolean;
  /** Keep the seeded databases (Postgres templates, PGlite copies) and reuse them while nothing changed. */
  cacheSeed: boolean;
  out: string;
  /** Server URL on which fresh databases are created and dropped. */
  postgresUrl: string;
  /** The morning rush's schedule and clip requests (`morning-rush` in --only). */
  rush: RushOptions;
}

const USAGE = `npm run bench -- [--quick] [--duration 10] [--db postgres,pglite] [--scale 10]
  [--play-share 0.3] [--only a,b] [--no-lighthouse] [--profile scenario,…] [--keep] [--cache-seed] [--out bench/results.json]
  [--rush-start 500] [--rush-step 500] [--rush-max 8000] [--rush-step-seconds 30] [--rush-clips service-worker|range]`;

export function parseOptions(argv = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      duration: { type: 'string' },
      db: { type: 'string', default: 'postgres,pglite' },
      scale: { type: 'string', default: '1' },
      'play-share': { type: 'string', default: '0.3' },
      only: { type: 'string' },
      'no-lighthouse': { type: 'boolean', default: false },
      profile: { type: 'string', default: '' },
      keep: { type: 'boolean', default: false },
      'cache-seed': { type: 'boolean', default: false },
      out: { type: 'string', default: 'bench/results.json' },
      'rush-start': { type: 'string' },
      'rush-step': { type: 'string', default: '500' },
      'rush-max': { type: 'string', default: '8000' },
      'rush-step-seconds': { type: 'string' },
      'rush-clips': { type: 'string', default: 'service-worker' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const quick = values.quick ?? false;
  const duration = Number(values.duration ?? (quick ? 3 : 10));
  const scale = Number(values.scale);
  const playShare = Number(values['play-share']);
  const databases = (values.db ?? '').split(',').filter(Boolean) as DbKind[];
  if (!(duration >= 1) || !(scale >= 1) || !(playShare > 0 && playShare <= 1)) throw new Error(USAGE);
  if (databases.length === 0 || databases.some((d) => d !== 'postgres' && d !== 'pglite')) throw new Error(USAGE);
  const rushStep = Number(values['rush-step']);
  const rush: RushOptions = {
    startPerMinute: Number(values['rush-start'] ?? rushStep),
    stepPerMinute: rushStep,
    maxPerMinute: Number(values['rush-max']),
    stepSeconds: Number(values['rush-step-seconds'] ?? (quick ? 10 : 30)),
    clips: values['rush-clips'] as RushOptions['clips'],
    warmupSeconds: quick ? 3 : 5,
  };
  if (
    !(rush.startPerMinute > 0 && rush.stepPerMinute > 0 && rush.stepSeconds >= 1) ||
    !(rush.maxPerMinute >= rush.startPerMinute) ||
    (rush.clips !== 'service-worker' && rush.clips !== 'range')
  ) {
    throw new Error(USAGE);
  }
  const list = (raw: string | undefined) =>
    raw
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return {
    duration,
    warmup: quick ? 1 : 2,
    quick,
    databases,
    scale: Math.round(scale),
    playShare,
    only: list(values.only),
    lighthouse: !values['no-lighthouse'],
    profile: list(values.profile) ?? [],
    keep: values.keep ?? false,
    cacheSeed: values['cache-seed'] ?? false,
    out: values.out ?? 'bench/results.json',
    postgresUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    rush,
  };
}

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryMb: number;
  node: string;
  os: string;
  loadAverageAtStart: number[];
  loadAverageAtEnd?: number[];
  commit: string | null;
}

export function machineInfo(): MachineInfo {
  let cpuModel = os.cpus()[0]?.model ?? 'unknown';
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) cpuModel = line.split(':')[1]!.trim();
  } catch {
    // not Linux: os.cpus() is the best we have
  }
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    commit = null;
  }
  return {
    cpus: os.availableParallelism(),
    cpuModel,
    memoryMb: Math.round(os.totalmem() / 1024 / 1024),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
    commit,
  };
}

/** Today's date (YYYYMMDD) in UTC: the bench runs the app with GAME_TIMEZONE=UTC. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10).replaceAll('-', '');
}
