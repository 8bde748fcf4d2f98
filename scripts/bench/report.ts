import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describeAudio } from './audio';
import type { BudgetLine } from './budgets';
import type { BundleFigures } from './bundle';
import type { LoadResult } from './load';
import { LIGHTHOUSE_MIN_HOST_INDEX } from './lighthouse';
import { ROOT, type BenchOptions, type MachineInfo } from './options';
import type { DbRun } from './run-db';
import { rushReport } from './rush/report';
import { round } from './stats';

/** Table order; the training cycle appears as its two halves. */
const ROW_ORDER = [
  'games.daily.rest',
  'games.daily.trpc',
  'page.daily.ssr',
  'audio.clip',
  'training.next',
  'training.guess',
  'games.submit',
  'auth.login',
];

export interface TableRow {
  scenario: string;
  db: string;
  connections: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  ttfbP99Ms: number;
  errors: number;
  /** The server's peak resident memory during the scenario (MB). */
  rssMb: number | null;
  /** CPU time of the app's process per request (µs), and of Postgres's. */
  cpuUs: number | null;
  postgresCpuUs: number | null;
  vsBaseline: number | null;
  /** The app's req/s ÷ the stack floor's on the same load (floor/server.ts). */
  vsFloor: number | null;
  /** At scale: this p99 ÷ the 1× p99. */
  p99VsOneX: number | null;
}

export function tableRows(runs: DbRun[]): TableRow[] {
  const rows: TableRow[] = [];
  const oneX = runs.find((r) => r.role === 'scale-reference');
  /** A row; `base`, `p99At1` and `floor` are the req/s or p99 it is compared with, where there is one. */
  const row = (
    scenario: string,
    db: string,
    r: LoadResult,
    { base, p99At1, floor }: { base?: number; p99At1?: number; floor?: number } = {},
  ): TableRow => ({
    scenario,
    db,
    connections: r.connections,
    rps: r.rps,
    p50Ms: r.latencyMs.p50,
    p99Ms: r.latencyMs.p99,
    ttfbP99Ms: r.ttfbMs.p99,
    errors: r.errors,
    rssMb: r.rssMaxMb ?? null,
    cpuUs: r.cpu?.appUs ?? null,
    postgresCpuUs: r.cpu && db.startsWith('postgres') ? r.cpu.postgresUs : null,
    vsBaseline: base && scenario !== 'auth.login' ? round(r.rps / base) : null,
    vsFloor: floor ? round(r.rps / floor) : null,
    p99VsOneX: p99At1 ? round(r.latencyMs.p99 / p99At1) : null,
  });
  for (const run of runs) {
    const db = run.scale > 1 || run.role ? `${run.db} ×${run.scale}` : run.db;
    if (run.baseline) rows.push(row('baseline.json', `bare fastify`, run.baseline));
    for (const [name, result] of Object.entries(run.floor ?? {}))
      rows.push(row(name, `stack floor (${run.db})`, result, { base: run.baseline?.rps }));
    for (const name of ROW_ORDER) {
      const result = run.results[name];
      const p99At1 = run.scale > 1 ? oneX?.results[name]?.latencyMs.p99 : undefined;
      if (result) rows.push(row(name, db, result, { base: run.baseline?.rps, p99At1, floor: run.floor?.[name]?.rps }));
    }
  }
  return rows;
}

export function formatTable(rows: TableRow[]): string[] {
  const head = [
    'scenario',
    'db',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'TTFB p99',
    'errors',
    'RSS MB',
    'CPU µs/req',
    '× baseline',
    '× floor',
    'p99 vs 1×',
  ];
  const cells = rows.map((r) => [
    r.scenario,
    r.db,
    String(r.connections),
    String(r.rps),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    r.ttfbP99Ms.toFixed(1),
    String(r.errors),
    r.rssMb === null ? '' : String(r.rssMb),
    r.cpuUs === null ? '' : r.postgresCpuUs === null ? String(r.cpuUs) : `${r.cpuUs} + ${r.postgresCpuUs}`,
    r.vsBaseline === null ? '' : `${Math.round(r.vsBaseline * 100)}%`,
    r.vsFloor === null ? '' : `${Math.round(r.vsFloor * 100)}%`,
    r.p99VsOneX === null ? '' : `${r.p99VsOneX.toFixed(2)}×`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    `| ${c.map((v, i) => (i < 2 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w, i) => (i < 2 ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w)}:`)).join('|')}|`,
    ...cells.map(line),
  ];
}

export function formatBudgets(lines: BudgetLine[]): string[] {
  return lines.map((l) => `${l.pass === null ? '  -  ' : l.pass ? 'PASS ' : 'MISS '} ${l.budget}: ${l.measured}`);
}

export function printReport(
  machine: MachineInfo,
  runs: DbRun[],
  budgets: BudgetLine[],
  bundle: BundleFigures,
  out: (s: string) => void,
) {
  out('');
  out(
    `Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${round(machine.memoryMb / 1024, 1)} GB, Node ${machine.node}`,
  );
  for (const run of runs) {
    const v = run.volume;
    out(
      `Volume ${run.db}${run.scale > 1 || run.role ? ` ×${run.scale}` : ''}: ${v.words} words, ${v.games} games, ${v.accounts} accounts, ` +
        `${v.submissions} submissions (${v.guesses} guesses), ${v.training_attempts} training attempts; ` +
        `seeded in ${round(
          Object.values(run.seedSeconds).reduce((a, b) => a + b, 0),
          0,
        )} s; RSS ${run.rssAfterStartMb} MB after start, max ${run.rssMaxMb} MB` +
        (run.rssLighthouseMb ? ` (${run.rssLighthouseMb} MB during Lighthouse)` : ''),
    );
  }
  const rush = rushReport(runs.filter((r) => r.scale === 1 && !r.role));
  if (rush.length > 0) {
    out('');
    rush.forEach(out);
  }
  out('');
  formatTable(tableRows(runs)).forEach(out);
  const lighthouse = runs.flatMap((r) => r.lighthouse ?? []);
  if (lighthouse.length > 0) {
    out('');
    out('Lighthouse (mobile: simulated slow 4G, 4× CPU slow-down), median of the runs:');
    for (const l of lighthouse) {
      out(
        `  ${(l.withoutScript ? `${l.page} without script` : l.page).padEnd(22)} score ${l.performance}  LCP ${l.lcpMs} ms  TBT ${l.tbtMs} ms (runs ${l.tbtRunsMs.join(', ')})  CLS ${l.cls}  FCP ${l.fcpMs} ms  ` +
          `transfer ${round(l.transferBytes / 1024, 1)} KB (JS ${round(l.scriptBytes / 1024, 1)} KB)  ` +
          `host CPU index ${l.benchmarkIndex}${l.benchmarkIndex < LIGHTHOUSE_MIN_HOST_INDEX ? ` (under ${LIGHTHOUSE_MIN_HOST_INDEX}: TBT inflated)` : ''}`,
      );
    }
  }
  out('');
  out('First page (entry, landing page chunk and their static imports), gzipped:');
  for (const f of bundle.files)
    out(`  ${f.file.padEnd(44)} ${round(f.bytes / 1024, 1)} KB → ${round(f.gzip / 1024, 1)} KB`);
  if (bundle.floorJsGzip !== undefined)
    out(
      `  the stack's floor (React, React Router, TanStack Query, tRPC client; no app code): ` +
        `${round(bundle.floorJsGzip / 1024, 1)} KB; the app's own: ${round((bundle.jsGzip - bundle.floorJsGzip) / 1024, 1)} KB`,
    );
  const audio = runs.find((r) => r.audio)?.audio;
  if (audio) {
    out('');
    out('Audio clips the app synthesised (espeak-ng, MP3):');
    describeAudio(audio).forEach((line) => out(`  ${line}`));
  }
  out('');
  out('Budgets (product §19):');
  formatBudgets(budgets).forEach(out);
}

export function writeResults(
  options: BenchOptions,
  machine: MachineInfo,
  runs: DbRun[],
  budgets: BudgetLine[],
  bundle: BundleFigures,
  startedAt: Date,
): string {
  const path = resolve(ROOT, options.out);
  mkdirSync(dirname(path), { recursive: true });
  const { postgresUrl: _hidden, ...shown } = options;
  const results = {
    generatedAt: new Date().toISOString(),
    startedAt: startedAt.toISOString(),
    machine,
    options: shown,
    // The headline: each database's morning rush (its steps are in runs[].rush).
    morningRush: runs
      .filter((r) => r.rush)
      .map((r) => ({
        db: r.db,
        sustainedPerMinute: r.rush!.sustainedPerMinute,
        reachedMax: r.rush!.reachedMax,
        limit: r.rush!.limit,
      })),
    table: tableRows(runs),
    budgets,
    bundle,
    runs,
  };
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
  return path;
}
