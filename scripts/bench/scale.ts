import { dropDatabase } from './database';
import type { LoadResult } from './load';
import { prepareDatabase, type PreparedDatabase } from './prepare';
import { measure, type DbRun, type RunContext } from './run-db';
import { SCENARIOS } from './scenarios';
import { countVolume, planSeed } from './seed';
import { startApp, type RunningServer } from './servers';
import { prepareFixtures, type Fixtures } from './sessions';

interface Side {
  prepared: PreparedDatabase;
  fixtures: Fixtures;
  volume: Record<string, number>;
  app?: RunningServer;
  rssAfterStartMb?: number;
  rounds: Record<string, LoadResult[]>;
}

/**
 * The volume check (product §19.2): the reads on a 1× and an N× Postgres database, both apps running,
 * taking turns scenario by scenario and round by round, so that both see the same machine (its load
 * changes by the minute here). Each side keeps its median round (by p99).
 */
export async function scalePass(ctx: RunContext, today: string): Promise<DbRun[]> {
  const { options } = ctx;
  const plans = [planSeed(1, today, options.playShare), planSeed(options.scale, today, options.playShare)];
  const sides: Side[] = [];
  try {
    for (const plan of plans) {
      const prepared = await prepareDatabase('postgres', plan, ctx);
      const sql = await prepared.connect();
      const volume = await countVolume(sql);
      sides.push({ prepared, volume, fixtures: await prepareFixtures(sql, plan, 0), rounds: {} });
      await sql.close();
    }
    for (const [i, side] of sides.entries()) {
      side.app = await startApp(`app on postgres ×${plans[i]!.scale}`, side.prepared.target);
      side.rssAfterStartMb = side.app.rss.takeWindow();
    }
    const reads = SCENARIOS.filter((s) => s.read && (!options.only || options.only.includes(s.name)));
    const rounds = options.quick ? 1 : 3;
    ctx.log(`▶ scale: ${reads.length} reads on ×1 and ×${options.scale}, ${rounds} alternating round(s)`);
    for (const scenario of reads) {
      for (let round = 0; round < rounds; round += 1) {
        for (const [i, side] of sides.entries()) {
          const rows = await measure(scenario, side.app!, side.fixtures, ctx, `×${plans[i]!.scale}`);
          for (const [name, row] of Object.entries(rows)) (side.rounds[name] ??= []).push(row);
        }
      }
    }
    return sides.map((side, i) => ({
      db: 'postgres',
      scale: plans[i]!.scale,
      ...(i === 0 ? { role: 'scale-reference' as const } : {}),
      plan: plans[i]!,
      seedSeconds: side.prepared.seedSeconds,
      volume: side.volume,
      results: Object.fromEntries(Object.entries(side.rounds).map(([name, runs]) => [name, medianByP99(runs)])),
      rssMaxMb: side.app!.rss.maxMb,
      rssAfterStartMb: side.rssAfterStartMb ?? 0,
      rssFirstStartMb: side.prepared.rssFirstStartMb,
      profiles: {},
    }));
  } finally {
    for (const side of sides) {
      await side.app?.stop();
      if (!options.keep) await dropDatabase(options.postgresUrl, side.prepared.name).catch(() => undefined);
    }
  }
}

function medianByP99(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.latencyMs.p99 - b.latencyMs.p99);
  return { ...sorted[Math.floor(sorted.length / 2)]!, rounds: runs.map((r) => r.latencyMs.p99) };
}
