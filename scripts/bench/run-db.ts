import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AudioKindStats } from './audio';
import { cpuMeter } from './cpu';
import { dropDatabase } from './database';
import { runLighthouse, type LighthouseFigures, type LighthousePage } from './lighthouse';
import { runLoad, type LoadResult } from './load';
import { ROOT, TMP_DIR, type BenchOptions, type DbKind } from './options';
import { describeProfile, summariseProfile, type ProfileSummary } from './profile';
import { SCENARIOS, submittersNeeded, type Scenario } from './scenarios';
import { prepareDatabase } from './prepare';
import { guessesOf } from './rush/player';
import { planRush, readDailyPage, runMorningRush, type RushResult } from './rush/run';
import { countVolume, type ClipTemplates, type SeedPlan } from './seed';
import { startApp, startFloor, type RunningServer } from './servers';
import { prepareFixtures, type Fixtures } from './sessions';
import { waitUntil } from './stats';
import { SESSION_COOKIE } from '../../src/shared/constants';

const PROFILER_HOOK = join(ROOT, 'scripts/bench/profiler-hook.ts');

export interface DbRun {
  db: DbKind;
  scale: number;
  /** The 1× database measured beside the N× one in the scale pass (its p99s are the reference). */
  role?: 'scale-reference';
  plan: SeedPlan;
  seedSeconds: Record<string, number>;
  volume: Record<string, number>;
  /** Scenario name → figures (the training cycle is also split into training.next/training.guess). */
  results: Record<string, LoadResult>;
  baseline?: LoadResult;
  /** The stack's floor on the same loads (FLOOR_SCENARIOS), measured beside this database's run. */
  floor?: Record<string, LoadResult>;
  /** Resident memory (MB): the peak while serving, just after the start, and during Lighthouse. */
  rssMaxMb: number;
  rssAfterStartMb: number;
  rssLighthouseMb?: number;
  /** The peak of the first start (migrations, bank, synthesis): not part of the budget. */
  rssFirstStartMb: number;
  audio?: AudioKindStats[];
  lighthouse?: LighthouseFigures[];
  lighthouseError?: string;
  profiles: Record<string, ProfileSummary>;
  /** The morning rush (the headline), when it ran: measured first, on the freshly started app. */
  rush?: RushResult;
}

export interface RunContext {
  options: BenchOptions;
  stamp: string;
  /** Clip bytes from an earlier run (Postgres makes real ones; PGlite reuses them). */
  templates?: ClipTemplates;
  measureBaseline: () => Promise<LoadResult>;
  log: (line: string) => void;
}

/** Seeds one database, starts the app on it and runs every scenario (or only the reads at scale). */
export async function benchDatabase(db: DbKind, plan: SeedPlan, ctx: RunContext): Promise<DbRun> {
  const { options } = ctx;
  const label = `${db}${plan.scale > 1 ? ` ×${plan.scale}` : ''}`;
  const prepared = await prepareDatabase(db, plan, ctx);
  const { target, seedSeconds, audio, rssFirstStartMb } = prepared;
  try {
    const sql = await prepared.connect();
    // The submission pool serves the measured run, and its profiled run when there is one.
    const runs = 1 + (plan.scale === 1 && options.profile.includes('games.submit') ? 1 : 0);
    const scenarios = SCENARIOS.filter(
      (s) => (!options.only || options.only.includes(s.name)) && (plan.scale === 1 || s.read),
    );
    const rushing = plan.scale === 1 && (!options.only || options.only.includes(MORNING_RUSH));
    // The volume before the sessions and the extra accounts the scenarios need.
    const volume = await countVolume(sql);
    const submitting = runs > 1 || scenarios.some((s) => s.name === 'games.submit');
    const fixtures = await prepareFixtures(
      sql,
      plan,
      submitting ? submittersNeeded((options.duration + options.warmup) * runs) : 0,
      rushing ? planRush(options.rush).players : 0,
    );
    await sql.close();

    // 3. The measured run.
    const baseline = plan.scale === 1 ? await ctx.measureBaseline() : undefined;
    const app = await startApp(`app on ${label}`, target);
    const rssAfterStartMb = app.rss.takeWindow();
    const floorServer = baseline ? await startFloorFor(scenarios, app, fixtures) : undefined;
    const floorResults: Record<string, LoadResult> = {};
    const results: Record<string, LoadResult> = {};
    let rush: RushResult | undefined;
    try {
      rush = rushing ? await measureRush(app, db, fixtures, ctx, label) : undefined;
      for (const scenario of scenarios) {
        if (floorServer && FLOOR_SCENARIOS.includes(scenario.name)) {
          Object.assign(floorResults, await measureFloor(scenario, floorServer, fixtures, ctx));
        }
        Object.assign(results, await measure(scenario, app, fixtures, ctx, label));
      }
    } finally {
      await floorServer?.stop();
    }
    const floor = floorServer ? floorResults : undefined;
    let lighthouse: LighthouseFigures[] | undefined;
    let lighthouseError: string | undefined;
    if (options.lighthouse && db === 'postgres' && plan.scale === 1) {
      ctx.log(`  lighthouse (mobile) on /login and /daily, and on each without its scripts`);
      const daily = { path: '/daily', login: fixtures.lighthouse };
      const pages: LighthousePage[] = [
        { path: '/login' },
        daily,
        { path: '/login', withoutScript: true },
        { ...daily, withoutScript: true },
      ];
      lighthouse = await runLighthouse(app.url, pages, options.quick ? 1 : 3).catch((error: Error) => {
        ctx.log(`  Lighthouse failed: ${error.message}`);
        lighthouseError = error.message;
        return undefined;
      });
    }
    const rssLighthouseMb = lighthouse ? app.rss.takeWindow() : undefined;
    const rssMaxMb = app.rss.maxMb;
    await app.stop();

    // 4. Profiles of the scenarios asked for: the measured load only (the app is warm when it starts).
    const profiles: Record<string, ProfileSummary> = {};
    for (const scenarioName of plan.scale === 1 ? options.profile : []) {
      const scenario = SCENARIOS.find((s) => s.name === scenarioName);
      if (!scenario) throw new Error(`--profile: no scenario named ${scenarioName}`);
      const dir = mkdtempSync(join(TMP_DIR, `profile-${scenarioName}-`));
      const profiled = await startApp(`app on ${label} (profiled)`, target, {
        nodeFlags: ['--import', PROFILER_HOOK],
        env: { BENCH_PROFILE_DIR: dir },
        fromSource: true,
      });
      const toggle = () => process.kill(profiled.pid, 'SIGUSR2');
      await measure(scenario, profiled, fixtures, ctx, `${label}, profiled`, { before: toggle, after: toggle });
      await waitUntil('the CPU profile', async () => (existsSync(join(dir, '01.done')) ? true : undefined), 30_000);
      await profiled.stop();
      profiles[scenarioName] = summariseProfile(dir);
      describeProfile(scenarioName, profiles[scenarioName]).forEach(ctx.log);
    }
    return {
      db,
      scale: plan.scale,
      plan,
      seedSeconds,
      volume,
      results,
      baseline,
      floor,
      rssMaxMb,
      rssAfterStartMb,
      rssLighthouseMb,
      rssFirstStartMb,
      audio,
      lighthouse,
      lighthouseError,
      profiles,
      rush,
    };
  } finally {
    if (!options.keep) {
      if (target.databaseUrl) await dropDatabase(options.postgresUrl, prepared.name).catch(() => undefined);
      rmSync(target.dataDir, { recursive: true, force: true });
    } else ctx.log(`  kept: ${target.databaseUrl ?? target.dataDir}`);
  }
}

/** The headline scenario's name in --only. */
export const MORNING_RUSH = 'morning-rush';

/** The morning rush on the app just started: its players' browsers, at rates that rise until a step fails. */
async function measureRush(app: RunningServer, db: DbKind, fixtures: Fixtures, ctx: RunContext, label: string) {
  const { rush } = ctx.options;
  const refs = await readDailyPage(app.url, fixtures.readers[0]!);
  ctx.log(
    `  morning-rush on ${label}: ${rush.startPerMinute} players a minute, +${rush.stepPerMinute} every ` +
      `${rush.stepSeconds} s up to ${rush.maxPerMinute}; a player asks for ${1 + refs.fromHtml.length + refs.afterScripts.length} ` +
      `page files, ${refs.clips.length} clips (${rush.clips}), a submission and its result`,
  );
  const players = fixtures.rushPlayers.map((token, n) => ({ token, guesses: guessesOf(n, fixtures.todaySpellings) }));
  app.rss.takeWindow();
  const target = { origin: app.url, gameId: fixtures.todayGameId, refs, clips: rush.clips };
  const processes = { appPid: app.pid, postgres: db === 'postgres' };
  const result = await runMorningRush(processes, target, players, rush, ctx.log);
  result.rssMaxMb = app.rss.takeWindow();
  ctx.log(
    `  morning-rush on ${label}: ${result.reachedMax ? 'at least ' : ''}${result.sustainedPerMinute} players a minute ` +
      `sustained; limit: ${result.limit.text}; RSS ${result.rssMaxMb} MB`,
  );
  return result;
}

/** The reads the stack's floor answers too (floor/server.ts). */
export const FLOOR_SCENARIOS = ['games.daily.rest', 'games.daily.trpc', 'page.daily.ssr'];
/** The floor's daily page through the stack's data layer (floor/stack-page.tsx), measured with the page's load. */
export const STACK_PAGE_SCENARIO = 'page.daily.stack';

function throughStackLayer(page: Scenario): Scenario {
  return {
    ...page,
    name: STACK_PAGE_SCENARIO,
    load: (fixtures, url) => {
      const load = page.load(fixtures, url);
      return { ...load, requests: load.requests?.map((request) => ({ ...request, path: '/daily/stack' })) };
    },
  };
}

/**
 * The stack's floor, serving the daily page the app has just rendered for the first reader, rendered again
 * by React alone; undefined when no scenario has a floor. It idles through the rush.
 */
async function startFloorFor(scenarios: Scenario[], app: RunningServer, fixtures: Fixtures) {
  if (!scenarios.some((s) => FLOOR_SCENARIOS.includes(s.name))) return undefined;
  const page = await fetch(`${app.url}/daily`, { headers: { cookie: `${SESSION_COOKIE}=${fixtures.readers[0]}` } });
  if (!page.ok) throw new Error(`the floor's page: GET /daily answered ${page.status}`);
  const pageFile = join(TMP_DIR, 'floor-page.html');
  writeFileSync(pageFile, await page.text());
  return startFloor(pageFile);
}

/**
 * The stack's floor under a scenario's load (the app idle meanwhile), measured just before the app's own
 * run of it: a share of the floor compares two measurements a few seconds apart, so a host whose speed
 * drifts over minutes (a shared virtual machine's) moves both alike.
 */
async function measureFloor(scenario: Scenario, floor: RunningServer, fixtures: Fixtures, ctx: RunContext) {
  const results = await measure(scenario, floor, fixtures, ctx, 'floor');
  if (scenario.name === 'page.daily.ssr') {
    Object.assign(results, await measure(throughStackLayer(scenario), floor, fixtures, ctx, 'floor'));
  }
  return results;
}

export async function measure(
  scenario: Scenario,
  app: RunningServer,
  fixtures: Fixtures,
  ctx: RunContext,
  label: string,
  hooks: { before?: () => void; after?: () => void } = {},
) {
  const { duration, warmup } = ctx.options;
  app.rss.takeWindow();
  await runLoad(scenario.load(fixtures, app.url), warmup);
  hooks.before?.();
  const cpu = cpuMeter(app.pid);
  const result: LoadResult = { ...(await runLoad(scenario.load(fixtures, app.url), duration)), rssMaxMb: 0 };
  result.cpu = cpu.stop(result.requests);
  hooks.after?.();
  result.rssMaxMb = app.rss.takeWindow();
  const rows: Record<string, LoadResult> = { [scenario.name]: result };
  // The CPU time is the whole cycle's: the rows split by method do not carry it.
  const { cpu: _cycle, ...whole } = result;
  for (const [method, row] of Object.entries(scenario.split ?? {})) {
    const part = result.byMethod[method];
    if (part) rows[row] = { ...whole, ...part, byMethod: {} };
  }
  const p99 = result.latencyMs.p99;
  ctx.log(
    `  ${scenario.name.padEnd(18)} ${label.padEnd(10)} ${String(result.rps).padStart(6)} req/s  p99 ${p99} ms  ` +
      `errors ${result.errors}  RSS ${result.rssMaxMb} MB  CPU ${result.cpu.appUs} µs/req ` +
      `(Postgres ${result.cpu.postgresUs})  load ${result.loadAverage[0]}`,
  );
  return rows;
}
