import { AUDIO_BUDGET_BYTES } from './audio';
import { BUNDLE_BUDGET, type BundleFigures } from './bundle';
import { LIGHTHOUSE_BUDGET } from './lighthouse';
import type { LoadResult } from './load';
import type { DbRun } from './run-db';
import { rushBudgets } from './rush/report';
import { round } from './stats';

/** One budget line of issue 8 §2–§4: what it asks, what was measured, pass (true), miss (false), not measured (null). */
export interface BudgetLine {
  budget: string;
  measured: string;
  pass: boolean | null;
}

export const READS = [
  'games.daily.rest',
  'games.daily.trpc',
  'page.daily.ssr',
  'audio.clip',
  'training.next',
  'training.guess',
];

/** Training against today's game read over REST in the same run, and its p99 at 100 connections. */
export const TRAINING_BUDGET = { shareOfDailyRest: 0.25, p99Ms: { postgres: 100, pglite: 300 } };

const pct = (ratio: number) => `${Math.round(ratio * 100)}%`;

export function evaluateBudgets(runs: DbRun[], bundle: BundleFigures): BudgetLine[] {
  const lines: BudgetLine[] = [];
  let why = '';
  const add = (budget: string, value: number | undefined, text: (v: number) => string, ok: (v: number) => boolean) =>
    lines.push(
      value === undefined || Number.isNaN(value)
        ? { budget, measured: `not measured${why}`, pass: null }
        : { budget, measured: text(value), pass: ok(value) },
    );
  const atOne = runs.filter((r) => r.scale === 1 && !r.role);
  const pg = atOne.find((r) => r.db === 'postgres');
  const pglite = atOne.find((r) => r.db === 'pglite');
  lines.push(...rushBudgets(atOne));

  for (const run of atOne) {
    const at = (name: string): LoadResult | undefined => run.results[name];
    const base = run.baseline?.rps;
    const vs = (name: string) => (at(name) && base ? at(name)!.rps / base : undefined);
    const db = `(${run.db})`;
    // What the stack alone reaches on the same load (floor/server.ts), beside what the app reached.
    const floor = (name: string, text: (f: LoadResult) => string) => {
      const f = run.floor?.[name];
      return f ? `; the stack's floor: ${text(f)}` : '';
    };
    add(
      `today's game via REST ≥ 60% of bare Fastify ${db}`,
      vs('games.daily.rest'),
      (v) =>
        `${pct(v)} (${at('games.daily.rest')!.rps} vs ${base} req/s)` +
        floor('games.daily.rest', (f) => `${pct(f.rps / base!)} (${f.rps} req/s)`),
      (v) => v >= 0.6,
    );
    add(
      `today's game via tRPC ≥ 30% of bare Fastify ${db}`,
      vs('games.daily.trpc'),
      (v) =>
        `${pct(v)} (${at('games.daily.trpc')!.rps} req/s)` +
        floor('games.daily.trpc', (f) => `${pct(f.rps / base!)} (${f.rps} req/s)`),
      (v) => v >= 0.3,
    );
    for (const name of ['games.daily.rest', 'games.daily.trpc']) {
      add(
        `${name} p99 < 25 ms at 100 connections ${db}`,
        at(name)?.latencyMs.p99,
        (v) => `${v} ms${floor(name, (f) => `${f.latencyMs.p99} ms`)}`,
        (v) => v < 25,
      );
    }
    add(
      `daily page ≥ 1,500 pages/s at 50 connections ${db}`,
      at('page.daily.ssr')?.rps,
      (v) => `${v} pages/s${floor('page.daily.ssr', (f) => `${f.rps} pages/s`)}`,
      (v) => v >= 1500,
    );
    add(
      `daily page time to first byte p99 < 20 ms ${db}`,
      at('page.daily.ssr')?.ttfbMs.p99,
      (v) => `${v} ms${floor('page.daily.ssr', (f) => `${f.ttfbMs.p99} ms`)}`,
      (v) => v < 20,
    );
    const rest = at('games.daily.rest');
    for (const name of ['training.next', 'training.guess']) {
      const training = at(name);
      add(
        `${name} ≥ ${pct(TRAINING_BUDGET.shareOfDailyRest)} of today's game via REST ${db}`,
        training && rest ? training.rps / rest.rps : undefined,
        (v) => `${pct(v)} (${training!.rps} vs ${rest!.rps} req/s)`,
        (v) => v >= TRAINING_BUDGET.shareOfDailyRest,
      );
      const limit = TRAINING_BUDGET.p99Ms[run.db];
      add(
        `${name} p99 < ${limit} ms at ${training?.connections ?? 100} connections ${db}`,
        training?.latencyMs.p99,
        (v) => `${v} ms (today's game via REST: ${rest?.latencyMs.p99 ?? '?'} ms)`,
        (v) => v < limit,
      );
    }
    add(
      `resident memory < 250 MB through the run ${db}`,
      run.rssMaxMb,
      (v) => `max ${v} MB`,
      (v) => v < 250,
    );
  }

  const submit = pg?.results['games.submit'];
  add(
    'submissions on Postgres ≥ 1,000/s at 50 connections',
    submit?.rps,
    (v) => `${v}/s`,
    (v) => v >= 1000,
  );
  add(
    'submissions on Postgres p99 < 50 ms',
    submit?.latencyMs.p99,
    (v) => `${v} ms`,
    (v) => v < 50,
  );
  add(
    'submissions on Postgres: zero errors',
    submit?.errors,
    (v) => `${v} errors`,
    (v) => v === 0,
  );
  const liteSubmit = pglite?.results['games.submit'];
  add(
    'submissions on PGlite ≥ 40% of Postgres',
    liteSubmit && submit ? liteSubmit.rps / submit.rps : undefined,
    (v) => `${pct(v)} (${liteSubmit!.rps}/s)`,
    (v) => v >= 0.4,
  );

  const scaled = runs.find((r) => r.scale > 1 && r.db === 'postgres');
  const reference = runs.find((r) => r.role === 'scale-reference');
  for (const name of READS) {
    const before = reference?.results[name]?.latencyMs.p99;
    const after = scaled?.results[name]?.latencyMs.p99;
    add(
      `${name} p99 at ${scaled?.scale ?? 10}× the volume within 1.5× of 1×`,
      before && after ? after / before : undefined,
      (v) => `${round(v)}× (${before} → ${after} ms)`,
      (v) => v <= 1.5,
    );
  }

  const kb = (v: number) => `${round(v / 1024, 1)} KB`;
  add(
    'first-load JS ≤ 100 KB gzipped',
    bundle.jsGzip,
    (v) =>
      `${kb(v)} (brotli ${kb(bundle.jsBrotli)})` +
      (bundle.floorJsGzip === undefined ? '' : `; the stack's floor alone: ${kb(bundle.floorJsGzip)}`),
    (v) => v <= BUNDLE_BUDGET.jsGzip,
  );
  add('first-load CSS ≤ 15 KB gzipped', bundle.cssGzip, kb, (v) => v <= BUNDLE_BUDGET.cssGzip);

  why = pg?.lighthouseError ? ` (${pg.lighthouseError})` : '';
  for (const page of pg?.lighthouse ?? [{ page: '/login' }, { page: '/daily' }]) {
    const lh = 'performance' in page ? page : undefined;
    add(
      `Lighthouse ${page.page} performance ≥ ${LIGHTHOUSE_BUDGET.performance}`,
      lh?.performance,
      String,
      (v) => v >= LIGHTHOUSE_BUDGET.performance,
    );
    add(
      `Lighthouse ${page.page} LCP ≤ 1.2 s`,
      lh?.lcpMs,
      (v) => `${v} ms`,
      (v) => v <= LIGHTHOUSE_BUDGET.lcpMs,
    );
    add(
      `Lighthouse ${page.page} TBT ≤ 50 ms`,
      lh?.tbtMs,
      (v) => `${v} ms`,
      (v) => v <= LIGHTHOUSE_BUDGET.tbtMs,
    );
    add(`Lighthouse ${page.page} CLS 0`, lh?.cls, String, (v) => v === LIGHTHOUSE_BUDGET.cls);
  }

  why = '';
  const audio = runs.find((r) => r.audio)?.audio;
  const kind = (k: string) => audio?.find((a) => a.kind === k);
  add(
    'word clip ≤ 8 KB (largest made)',
    kind('word')?.maxBytes,
    (v) => `${round(v / 1024, 1)} KB`,
    (v) => v <= AUDIO_BUDGET_BYTES.word,
  );
  add(
    'sentence clip ≤ 24 KB (largest made)',
    kind('sentence')?.maxBytes,
    (v) => `${round(v / 1024, 1)} KB`,
    (v) => v <= AUDIO_BUDGET_BYTES.sentence,
  );
  return lines;
}
