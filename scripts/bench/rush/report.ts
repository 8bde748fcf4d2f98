import type { BudgetLine } from '../budgets';
import type { DbKind } from '../options';
import type { RushResult, RushStepResult } from './run';
import { cpuCeilings, P99_LIMIT_MS, PARTS, type PartStats } from './summary';

/** The goal of the morning rush per database (players a minute, on 2 cores with the load generator). */
export const RUSH_GOAL_PER_MINUTE: Record<DbKind, number> = { postgres: 3000, pglite: 1000 };

const thousands = (n: number) => n.toLocaleString('en-US');
const ms = (part: PartStats) => (part.p99Ms === null ? (part.players === 0 ? '' : 'failed') : part.p99Ms.toFixed(0));

/** The headline sentence of one database's rush. */
export function describeRush(db: string, rush: RushResult): string {
  const sustained = `${rush.reachedMax ? 'at least ' : ''}${thousands(rush.sustainedPerMinute)} players a minute`;
  const failing = rush.steps.find((s) => !s.pass);
  const last = failing ?? rush.steps.at(-1);
  const where = failing ? `at ${thousands(failing.perMinute)} a minute: ` : 'at the top step: ';
  let cost = '';
  if (last) {
    const c = last.cpuPerPlayer;
    const ceiling = cpuCeilings(c, last.cpu.cpus);
    cost =
      `; CPU a player: app ${c.appMs} ms, Postgres ${c.postgresMs} ms, generator ${c.generatorMs} ms ` +
      `(at most ${thousands(ceiling.appThread)} a minute on the app's thread, ` +
      `${thousands(ceiling.machine)} on ${last.cpu.cpus} cores of our own)`;
  }
  return `${db}: ${sustained} sustained; ${where}${rush.limit.text}${cost}`;
}

/** One row per step: the rate, each part's p99 (the stop rule), the page's TTFB p99, and where the CPU went. */
export function formatRushTable(steps: readonly RushStepResult[]): string[] {
  const head = [
    'players/min',
    'players',
    ...PARTS.map((p) => `${p} p99`),
    'HTML TTFB p99',
    'failed',
    'req/s',
    'app',
    'Postgres',
    'generator',
    'other',
    'app ms/player',
    '',
  ];
  const cells = steps.map((s) => [
    thousands(s.perMinute),
    String(s.players),
    ...PARTS.map((p) => ms(s.parts[p])),
    ms(s.htmlTtfb),
    String(PARTS.reduce((sum, p) => sum + s.parts[p].failed, 0)),
    String(Math.round(s.requests / s.seconds)),
    ...[s.cpu.app, s.cpu.postgres, s.cpu.generator, s.cpu.other].map((c) => c.toFixed(2)),
    s.cpuPerPlayer.appMs.toFixed(1),
    s.pass ? 'pass' : `p99 > ${P99_LIMIT_MS} ms`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    `| ${c.map((v, i) => (i === c.length - 1 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w, i) => (i === widths.length - 1 ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w)}:`)).join('|')}|`,
    ...cells.map(line),
  ];
}

/** The report's first section: each database's rush, its headline and its steps (ms; CPU in cores). */
export function rushReport(runs: readonly { db: DbKind; rush?: RushResult }[]): string[] {
  const withRush = runs.filter((r) => r.rush);
  if (withRush.length === 0) return [];
  const first = withRush[0]!.rush!.options;
  const lines = [
    `Morning rush: players a minute sustained while every part's p99 stays ≤ ${P99_LIMIT_MS} ms ` +
      `(steps of ${first.stepSeconds} s, +${thousands(first.stepPerMinute)} a minute; clips: ${first.clips})`,
  ];
  for (const run of withRush) {
    lines.push(`  ${describeRush(run.db, run.rush!)}`);
    formatRushTable(run.rush!.steps).forEach((line) => lines.push(`  ${line}`));
  }
  return lines;
}

/** The morning rush's goals, first among the budgets. */
export function rushBudgets(runs: readonly { db: DbKind; rush?: RushResult }[]): BudgetLine[] {
  return (['postgres', 'pglite'] as const).map((db) => {
    const goal = RUSH_GOAL_PER_MINUTE[db];
    const rush = runs.find((r) => r.db === db && r.rush)?.rush;
    const budget = `morning rush ≥ ${thousands(goal)} players a minute, every part's p99 ≤ 1 s (${db})`;
    if (!rush) return { budget, measured: 'not measured', pass: null };
    const sustained = rush.steps.findLast((s) => s.pass);
    const at = sustained ? ` (p99 ${PARTS.map((p) => `${p} ${ms(sustained.parts[p])}`).join(', ')} ms)` : '';
    return {
      budget,
      measured: `${rush.reachedMax ? 'at least ' : ''}${thousands(rush.sustainedPerMinute)}${at}; limit: ${rush.limit.resource}`,
      pass: rush.sustainedPerMinute >= goal,
    };
  });
}
