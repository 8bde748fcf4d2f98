import { percentile, round } from '../stats';

/** A player's four parts, in order. */
export const PARTS = ['page', 'clips', 'submit', 'result'] as const;
export type PartName = (typeof PARTS)[number];

/** A step passes while every part's p99 stays within this (ms). */
export const P99_LIMIT_MS = 1000;

/**
 * One part over a step's players. A player whose part failed (an error status, a timeout, a dropped
 * connection) counts as slower than any other, so failures push the p99 out: a p99 that lands on one
 * is `null` (read: over every limit), as is every figure of a part no player reached.
 */
export interface PartStats {
  players: number;
  failed: number;
  p50Ms: number | null;
  p90Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
}

export function partStats(durationsMs: readonly number[], failed: number): PartStats {
  const sorted = [...durationsMs, ...Array<number>(failed).fill(Infinity)].sort((a, b) => a - b);
  const at = (p: number) => {
    const value = percentile(sorted, p);
    return sorted.length > 0 && Number.isFinite(value) ? round(value, 1) : null;
  };
  return { players: sorted.length, failed, p50Ms: at(50), p90Ms: at(90), p99Ms: at(99), maxMs: at(100) };
}

/** The stop rule: a step fails once any part's p99 passes the limit (or lands on a failure). */
export function stepPasses(parts: Record<PartName, PartStats>, limitMs = P99_LIMIT_MS): boolean {
  return PARTS.every((name) => {
    const part = parts[name];
    return part.players === 0 || (part.p99Ms !== null && part.p99Ms <= limitMs);
  });
}

/** The rate the machine sustained: the last step that passed before the first that did not (0 if none). */
export function sustainedPerMinute(steps: readonly { perMinute: number; pass: boolean }[]): number {
  let sustained = 0;
  for (const step of steps) {
    if (!step.pass) break;
    sustained = step.perMinute;
  }
  return sustained;
}

/** CPU a step used, in cores (CPU seconds a second) over its arrival window. */
export interface StepCpu {
  cpus: number;
  app: number;
  /**
   * Every `postgres` process of the machine; 0 on PGlite, which runs inside the app's process (there the
   * machine's `postgres` processes are someone else's and count as `other`).
   */
  postgres: number;
  /** The bench's own process: the load generator. */
  generator: number;
  /** The machine's busy time less the three above: other people's work on a shared host. */
  other: number;
}

/** Cores from CPU milliseconds spent over a window of `windowMs`. */
export function cores(cpuMs: number, windowMs: number): number {
  return windowMs > 0 ? round(Math.max(0, cpuMs) / windowMs, 2) : 0;
}

export interface Limit {
  resource: 'app' | 'machine' | 'generator' | 'none';
  text: string;
}

/** A process at this many cores is taken as saturated (one JavaScript thread is at most 1). */
const SATURATED = 0.9;

/**
 * Names what held a step back, from its CPU: the app's process at a whole core (its one JavaScript
 * thread; on PGlite the database runs in that thread too), else every core of the machine busy (say
 * who used them), else the load generator at a whole core; otherwise nothing measured was saturated
 * and the time went waiting (locks, the connection pool, the disk).
 */
export function limitingResource(cpu: StepCpu): Limit {
  const busy = cpu.app + cpu.postgres + cpu.generator + cpu.other;
  const who = `app ${cpu.app}, Postgres ${cpu.postgres}, load generator ${cpu.generator}, other processes ${cpu.other} cores`;
  if (cpu.app >= SATURATED) return { resource: 'app', text: `the app's process at ${cpu.app} cores (${who})` };
  if (busy >= SATURATED * cpu.cpus) return { resource: 'machine', text: `all ${cpu.cpus} cores busy (${who})` };
  if (cpu.generator >= SATURATED) return { resource: 'generator', text: `the load generator (${who})` };
  return { resource: 'none', text: `no CPU saturated: waiting (${who})` };
}

/** CPU a player cost (ms), from a step's cores over its arrival window. */
export interface CpuPerPlayer {
  appMs: number;
  postgresMs: number;
  generatorMs: number;
}

export function cpuPerPlayer(cpu: StepCpu, seconds: number, players: number): CpuPerPlayer {
  const ms = (coresUsed: number) => (players > 0 ? round((coresUsed * seconds * 1000) / players, 1) : 0);
  return { appMs: ms(cpu.app), postgresMs: ms(cpu.postgres), generatorMs: ms(cpu.generator) };
}

/**
 * The rates these costs would allow if the machine were ours alone (players a minute): the app's one
 * thread at a whole core, and every core shared by the app, Postgres and the generator. A ceiling, not a
 * measurement: latency passes 1 s before either is reached, and CPU time itself grows on a busy host.
 */
export function cpuCeilings(cost: CpuPerPlayer, cpus: number): { appThread: number; machine: number } {
  const total = cost.appMs + cost.postgresMs + cost.generatorMs;
  return {
    appThread: cost.appMs > 0 ? Math.round(60_000 / cost.appMs) : 0,
    machine: total > 0 ? Math.round((cpus * 60_000) / total) : 0,
  };
}
