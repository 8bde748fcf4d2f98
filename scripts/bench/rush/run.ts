import { setMaxListeners } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import type { Manifest } from '../bundle';
import { machineBusyMs, processCpuMs, ProcessGroupCpu } from '../cpu';
import { ROOT } from '../options';
import { round, sleep } from '../stats';
import { readPageRefs, type PageRefs } from './page-refs';
import { playMorning, type ClipMode, type PlayerRecord, type RushPlayer } from './player';
import { buildSchedule, playersIn, poissonArrivals, seededRandom, type RushPlan, type RushStep } from './schedule';
import {
  cores,
  cpuPerPlayer,
  limitingResource,
  partStats,
  PARTS,
  stepPasses,
  sustainedPerMinute,
  type CpuPerPlayer,
  type Limit,
  type PartName,
  type PartStats,
  type StepCpu,
} from './summary';
import { SESSION_COOKIE } from '../../../src/shared/constants';

export interface RushOptions extends RushPlan {
  clips: ClipMode;
  /** Seconds of players at the first step's rate before the first step, not measured (JIT, caches). */
  warmupSeconds: number;
}

export interface RushStepResult {
  perMinute: number;
  seconds: number;
  players: number;
  requests: number;
  parts: Record<PartName, PartStats>;
  /** Time to the first byte of the daily page's HTML (the server's render), not part of the stop rule. */
  htmlTtfb: PartStats;
  /** How late the generator started its players (ms, p99): more than a few ms and it fell behind. */
  arrivalLagP99Ms: number;
  statuses: Record<string, number>;
  cpu: StepCpu;
  /** The CPU a player cost (ms) in the app, Postgres and the generator. */
  cpuPerPlayer: CpuPerPlayer;
  pass: boolean;
}

export interface RushResult {
  options: RushOptions;
  /** What one player asks for: the page's files, its clips, and the two API calls. */
  pageFiles: number;
  clipsPerPlayer: number;
  steps: RushStepResult[];
  sustainedPerMinute: number;
  /** Every step passed: the machine may sustain more than the schedule's top rate. */
  reachedMax: boolean;
  /** What held the first failing step back (the last step's figures when none failed). */
  limit: Limit;
  /** The app's peak resident memory through the rush (MB). */
  rssMaxMb?: number;
}

/** The warm-up's arrivals and every step's, drawn before the run so the accounts can be prepared. */
export function planRush(options: RushOptions): { warmup: number[]; steps: RushStep[]; players: number } {
  const steps = buildSchedule(options);
  const warmup = poissonArrivals(options.startPerMinute, options.warmupSeconds, seededRandom(2));
  return { warmup, steps, players: warmup.length + playersIn(steps) };
}

/** How long a step's players may take to finish once arrivals stop, before they are cut off as failed. */
const DRAIN_MS = 30_000;

interface Target {
  origin: string;
  gameId: string;
  refs: PageRefs;
  clips: ClipMode;
}

/** Reads today's page once, as the players' browsers will: the files it names and the game's clips. */
export async function readDailyPage(origin: string, token: string): Promise<PageRefs> {
  const res = await fetch(`${origin}/daily`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  if (!res.ok) throw new Error(`morning rush: GET /daily answered ${res.status}`);
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8')) as Manifest;
  const refs = readPageRefs(await res.text(), manifest);
  if (refs.clips.length === 0) throw new Error('morning rush: the daily page names no clips');
  return refs;
}

/** The processes whose CPU a step reads: the app's, and Postgres's when the app runs on it. */
export interface RushProcesses {
  appPid: number;
  /** On PGlite the database is inside the app: the machine's `postgres` processes are someone else's. */
  postgres: boolean;
}

export async function runMorningRush(
  processes: RushProcesses,
  target: Target,
  players: RushPlayer[],
  options: RushOptions,
  log: (line: string) => void,
): Promise<RushResult> {
  const plan = planRush(options);
  if (players.length < plan.players) throw new Error(`morning rush: ${plan.players} players needed`);
  let next = 0;
  const nextPlayer = () => players[next++]!;

  await runArrivals(plan.warmup, options.warmupSeconds, nextPlayer, target, processes);
  const steps: RushStepResult[] = [];
  for (const step of plan.steps) {
    const ran = await runArrivals(step.arrivalsMs, options.stepSeconds, nextPlayer, target, processes);
    const result = summariseStep(step.perMinute, options.stepSeconds, ran);
    steps.push(result);
    log(describeStep(result));
    if (!result.pass) break;
  }
  const failing = steps.find((s) => !s.pass);
  return {
    options,
    pageFiles: 1 + target.refs.fromHtml.length + target.refs.afterScripts.length,
    clipsPerPlayer: target.refs.clips.length,
    steps,
    sustainedPerMinute: sustainedPerMinute(steps),
    reachedMax: !failing,
    limit: limitingResource((failing ?? steps.at(-1))!.cpu),
  };
}

interface Ran {
  records: PlayerRecord[];
  lagsMs: number[];
  cpu: StepCpu;
}

/** Starts a player at each arrival time, measures the CPU over the arrival window, then waits for them. */
async function runArrivals(
  arrivalsMs: number[],
  seconds: number,
  nextPlayer: () => RushPlayer,
  target: Target,
  { appPid, postgres: onPostgres }: RushProcesses,
): Promise<Ran> {
  const controller = new AbortController();
  // Every request of the step listens to this one signal.
  setMaxListeners(0, controller.signal);
  const app = processCpuMs(appPid);
  const postgres = onPostgres ? new ProcessGroupCpu('postgres') : undefined;
  const generator = process.cpuUsage();
  const machine = machineBusyMs();
  const started = performance.now();
  const running: Promise<PlayerRecord>[] = [];
  const lagsMs: number[] = [];
  for (const at of arrivalsMs) {
    const wait = started + at - performance.now();
    if (wait >= 1) await sleep(wait);
    lagsMs.push(Math.max(0, performance.now() - started - at));
    running.push(playMorning(nextPlayer(), { ...target, signal: controller.signal }));
  }
  const rest = started + seconds * 1000 - performance.now();
  if (rest > 0) await sleep(rest);

  const windowMs = performance.now() - started;
  const appMs = processCpuMs(appPid) - app;
  const postgresMs = postgres?.stop() ?? 0;
  const used = process.cpuUsage(generator);
  const generatorMs = (used.user + used.system) / 1000;
  const machineMs = machineBusyMs() - machine;
  const cpu: StepCpu = {
    cpus: os.availableParallelism(),
    app: cores(appMs, windowMs),
    postgres: cores(postgresMs, windowMs),
    generator: cores(generatorMs, windowMs),
    other: cores(machineMs - appMs - postgresMs - generatorMs, windowMs),
  };

  const all = Promise.all(running);
  const drained = await Promise.race([all.then(() => true), sleep(DRAIN_MS).then(() => false)]);
  if (!drained) controller.abort();
  return { records: await all, lagsMs, cpu };
}

function summariseStep(perMinute: number, seconds: number, ran: Ran): RushStepResult {
  const { records } = ran;
  const parts = Object.fromEntries(
    PARTS.map((name) => {
      const durations = records.flatMap((r) => (r.parts[name] === undefined ? [] : [r.parts[name]]));
      return [name, partStats(durations, records.filter((r) => r.failed === name).length)];
    }),
  ) as Record<PartName, PartStats>;
  const statuses: Record<string, number> = {};
  for (const record of records) {
    for (const [status, n] of Object.entries(record.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  }
  const ttfbs = records.flatMap((r) => (r.htmlTtfbMs === undefined ? [] : [r.htmlTtfbMs]));
  return {
    perMinute,
    seconds,
    players: records.length,
    requests: records.reduce((sum, r) => sum + r.requests, 0),
    parts,
    htmlTtfb: partStats(ttfbs, 0),
    arrivalLagP99Ms: partStats(ran.lagsMs, 0).p99Ms ?? 0,
    statuses,
    cpu: ran.cpu,
    cpuPerPlayer: cpuPerPlayer(ran.cpu, seconds, records.length),
    pass: stepPasses(parts),
  };
}

const ms = (v: number | null) => (v === null ? 'failed' : `${round(v, 0)}`);

function describeStep(s: RushStepResult): string {
  const p = s.parts;
  const failed = PARTS.reduce((sum, name) => sum + p[name].failed, 0);
  return (
    `  morning-rush ${String(s.perMinute).padStart(6)}/min ${String(s.players).padStart(5)} players  p99 ms: ` +
    `page ${ms(p.page.p99Ms)} clips ${ms(p.clips.p99Ms)} submit ${ms(p.submit.p99Ms)} result ${ms(p.result.p99Ms)}` +
    `  failed ${failed}  cores: app ${s.cpu.app} Postgres ${s.cpu.postgres} generator ${s.cpu.generator} ` +
    `other ${s.cpu.other}  app ${s.cpuPerPlayer.appMs} ms a player  lag p99 ${round(s.arrivalLagP99Ms, 0)} ms  ` +
    `${s.pass ? 'pass' : 'STOP'}`
  );
}
