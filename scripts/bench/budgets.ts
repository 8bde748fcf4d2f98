import { AUDIO_BUDGET_BYTES } from './audio';
import { BUNDLE_BUDGET, type BundleFigures } from './bundle';
import { LIGHTHOUSE_BUDGET } from './lighthouse';
import type { LoadResult } from './load';
import { STACK_PAGE_SCENARIO, type DbRun } from './run-db';
import { rushBudgets } from './rush/report';
import { round } from './stats';

/** One budget line of product §19: what it asks, what was measured, pass (true), miss (false), not measured (null). */
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
    const floorOf = (name: string): LoadResult | undefined => run.floor?.[name];
    const db = `(${run.db})`;
    // Reads are judged as a share of what the stack alone reaches on the same load in the same run
    // (floor/server.ts, decision 002), with the bare Fastify route beside them for scale.
    const share = (name: string) => {
      const app = at(name);
      const floor = floorOf(name);
      return app && floor ? app.rps / floor.rps : undefined;
    };
    for (const [name, what, min] of [
      ['games.daily.rest', "today's game via REST", 0.8],
      ['games.daily.trpc', "today's game via tRPC", 0.9],
      ['page.daily.ssr', 'the daily page', 0.6],
    ] as const) {
      add(
        `${what} ≥ ${pct(min)} of the stack's floor ${db}`,
        share(name),
        (v) => `${pct(v)} (${at(name)!.rps} vs ${floorOf(name)!.rps} req/s)`,
        (v) => v >= min,
      );
    }
    // No goal: how much of the floor's page the stack's data layer alone leaves (floor/stack-page.tsx), and
    // how much of that the app reaches, so a miss of the page's goal says whose cost it is.
    const stackPage = floorOf(STACK_PAGE_SCENARIO);
    const plainPage = floorOf('page.daily.ssr');
    const page = at('page.daily.ssr');
    if (stackPage && plainPage && page)
      lines.push({
        budget: `the daily page through the stack's data layer alone ${db}`,
        measured:
          `${stackPage.rps} pages/s, ${pct(stackPage.rps / plainPage.rps)} of the floor's page; ` +
          `the app reaches ${pct(page.rps / stackPage.rps)} of it`,
        pass: null,
      });
    const ttfb = at('page.daily.ssr')?.ttfbMs.p99;
    const floorTtfb = floorOf('page.daily.ssr')?.ttfbMs.p99;
    add(
      `daily page time to first byte p99 ≤ 2× the stack's floor ${db}`,
      ttfb !== undefined && floorTtfb ? ttfb / floorTtfb : undefined,
      (v) => `${round(v)}× (${ttfb} vs ${floorTtfb} ms)`,
      (v) => v <= 2,
    );
    const daily = at('games.daily.rest')?.rps;
    const p99Limit = run.db === 'postgres' ? 100 : 300;
    for (const name of ['training.next', 'training.guess']) {
      const training = at(name);
      add(
        `${name} ≥ 25% of today's game via REST ${db}`,
        training && daily ? training.rps / daily : undefined,
        (v) => `${pct(v)} (${training!.rps} vs ${daily} req/s)`,
        (v) => v >= 0.25,
      );
      add(
        `${name} p99 < ${p99Limit} ms at ${training?.connections ?? 100} connections ${db}`,
        training?.latencyMs.p99,
        (v) => `${v} ms`,
        (v) => v < p99Limit,
      );
    }
    const memoryLimit = run.db === 'postgres' ? 200 : 250;
    add(
      `resident memory ≤ ${memoryLimit} MB through the run ${db}`,
      run.rssMaxMb,
      (v) => `max ${v} MB`,
      (v) => v <= memoryLimit,
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
    `first-load JS ≤ the stack's floor + ${BUNDLE_BUDGET.jsOverFloorGzip / 1024} KB gzipped`,
    bundle.floorJsGzip === undefined ? undefined : bundle.jsGzip - bundle.floorJsGzip,
    (v) =>
      `${kb(bundle.jsGzip)} (brotli ${kb(bundle.jsBrotli)}); the floor ${kb(bundle.floorJsGzip!)}, the app's own ${kb(v)}`,
    (v) => v <= BUNDLE_BUDGET.jsOverFloorGzip,
  );
  add('first-load CSS ≤ 15 KB gzipped', bundle.cssGzip, kb, (v) => v <= BUNDLE_BUDGET.cssGzip);

  why = pg?.lighthouseError ? ` (${pg.lighthouseError})` : '';
  const audited = pg?.lighthouse ?? [];
  const appPages = audited.filter((page) => !page.withoutScript);
  for (const page of appPages.length > 0 ? appPages : [{ page: '/login' }, { page: '/daily' }]) {
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
    // The same goal read against the host: what the page blocks beyond its own markup with no script.
    const bare = audited.find((other) => other.withoutScript && other.page === page.page);
    add(
      `Lighthouse ${page.page} TBT beyond the page without script ≤ 50 ms`,
      lh && bare ? lh.tbtMs - bare.tbtMs : undefined,
      (v) => `${v} ms (without script ${bare!.tbtMs} ms)`,
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
    'sentence clip ≤ 40 KB (largest made)',
    kind('sentence')?.maxBytes,
    (v) => `${round(v / 1024, 1)} KB`,
    (v) => v <= AUDIO_BUDGET_BYTES.sentence,
  );
  return lines;
}
