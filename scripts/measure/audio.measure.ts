/**
 * Measures the whole starter bank through the real pipeline: seeding time, then synthesis of every
 * clip by the queue (espeak, as configured), throughput, and the bank's audio size. Not a test.
 *   node --import tsx scripts/measure/audio.measure.ts [--limit N] [--workers N]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { readStarterBank } from '../../src/server/features/words/starter-bank';
import { seedWords, starterSeedEntries } from '../../src/server/features/words/words.seed';
import { requireAudio } from '../../src/server/features/audio/audio.service';
import { EspeakProvider } from '../../src/server/features/audio/tts';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const limit = arg('limit', Number.MAX_SAFE_INTEGER);
const workers = arg('workers', 1);

const dataDir = mkdtempSync(join(tmpdir(), 'spelldown-measure-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const database = await openDatabase({ databaseUrl: undefined, dataDir });
await migrateToLatest(database.db);
const { app, deps } = await buildApp(config, { database, startup: false, background: false, logger: false });
const audio = requireAudio(deps);
await audio.useProvider(new EspeakProvider({ workers }));

console.log(`rss before seeding ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
let started = performance.now();
const seeded = await seedWords(deps, starterSeedEntries(readStarterBank().entries.slice(0, limit)));
console.log(`seeded ${seeded.added} words in ${(performance.now() - started).toFixed(0)} ms`);

console.log(`rss after seeding ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
started = performance.now();
const rss: number[] = [];
const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 1000);
let made = 0;
const progress = setInterval(
  () => console.log(`  … ${made} clips after ${((performance.now() - started) / 1000).toFixed(0)} s`),
  60_000,
);
// runUntilIdle in slices so progress can be printed
const queue = audio.queue;
const done = queue.runUntilIdle().then((n) => (made = n));
const poll = setInterval(() => {
  void sql<{ n: number }>`select count(*)::int as n from audio_clips where state <> 'pending'`
    .execute(deps.db)
    .then((r) => (made = r.rows[0]?.n ?? made));
}, 5000);
await done;
clearInterval(progress);
clearInterval(poll);
clearInterval(sampler);
const seconds = (performance.now() - started) / 1000;

const stats = await sql<{
  kind: string;
  clips: number;
  failed: number;
  bytes: number;
  median: number;
  p95: number;
  max: number;
  ms: number;
}>`
  select case when c.text like '% %' then 'text' else 'word' end as kind,
         count(*)::int as clips, (count(*) filter (where state = 'failed'))::int as failed,
         coalesce(sum(byte_length), 0)::bigint::float8 as bytes,
         percentile_cont(0.5) within group (order by byte_length)::float8 as median,
         percentile_cont(0.95) within group (order by byte_length)::float8 as p95,
         max(byte_length)::int as max, avg(duration_ms)::float8 as ms
  from audio_clips c group by 1 order by 1 desc`.execute(deps.db);
const total = stats.rows.reduce((sum, row) => sum + row.bytes, 0);
const clips = stats.rows.reduce((sum, row) => sum + row.clips, 0);
console.log(
  `synthesised ${clips} clips (${workers} worker) in ${seconds.toFixed(0)} s: ${(clips / seconds).toFixed(1)} clips/s, ${((seconds * 1000) / clips).toFixed(0)} ms/clip`,
);
for (const row of stats.rows) {
  console.log(
    `  ${row.kind}: ${row.clips} clips, ${row.failed} failed, ${(row.bytes / 1024 / 1024).toFixed(1)} MB, median ${(row.median / 1024).toFixed(1)} KB, p95 ${(row.p95 / 1024).toFixed(1)} KB, max ${(row.max / 1024).toFixed(1)} KB, mean ${(row.ms / 1000).toFixed(2)} s of audio`,
  );
}
console.log(
  `bank audio total: ${(total / 1024 / 1024).toFixed(1)} MB; peak RSS ${(Math.max(...rss, 0) / 1024 / 1024).toFixed(0)} MB`,
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
