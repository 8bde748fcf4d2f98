import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENT_HASH_PREFIX } from '../../src/server/features/auth/password';
import { clipTemplates, measureAudio, syntheticTemplates, waitForRealClips, type AudioKindStats } from './audio';
import { connectPglite, connectPostgres, createDatabase, type SqlClient } from './database';
import { ROOT, TMP_DIR, type DbKind } from './options';
import type { RunContext } from './run-db';
import { seed, type SeedPlan } from './seed';
import { startApp, type AppTarget } from './servers';
import { sleep } from './stats';

export interface PreparedDatabase {
  target: AppTarget;
  /** The Postgres database's name (dropped at the end). */
  name: string;
  seedSeconds: Record<string, number>;
  audio?: AudioKindStats[];
  rssFirstStartMb: number;
  fromCache: boolean;
  connect(): Promise<SqlClient>;
}

const CACHE_DIR = join(TMP_DIR, 'seed-cache');

/**
 * What the seeded database depends on: the schema, the starter bank, the seeder (with the argon2
 * parameters of the hash it gives every player) and the plan.
 */
function seedKey(db: DbKind, plan: SeedPlan): string {
  const hash = createHash('sha256').update(JSON.stringify({ db, plan }));
  const files = [
    ...readdirSync(join(ROOT, 'migrations')).map((f) => join(ROOT, 'migrations', f)),
    ...['seed.ts', 'seed-training.ts', 'audio.ts'].map((f) => join(ROOT, 'scripts/bench', f)),
    join(ROOT, 'src/server/features/words/starter-bank.json'),
  ].sort();
  for (const file of files) hash.update(readFileSync(file));
  hash.update(CURRENT_HASH_PREFIX);
  return hash.digest('hex').slice(0, 16);
}

interface CacheMeta {
  seedSeconds: Record<string, number>;
  audio?: AudioKindStats[];
  templates: { word: string; sentence: string; wordMs: number; sentenceMs: number };
  rssFirstStartMb: number;
}

/**
 * A fresh, seeded database for one run. The app makes its starter data at a first start (and the
 * real clips of today's game); the volume is then added in SQL. With --cache-seed the seeded state
 * is kept (a Postgres template database, a copy of the PGlite directory) and reused while the schema,
 * the seeder, the plan and the day are the same.
 */
export async function prepareDatabase(db: DbKind, plan: SeedPlan, ctx: RunContext): Promise<PreparedDatabase> {
  const { options } = ctx;
  const name = `spelldown_bench_${ctx.stamp}${plan.scale > 1 ? `_x${plan.scale}` : ''}`;
  mkdirSync(TMP_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(TMP_DIR, `${db}-x${plan.scale}-`));
  const label = `${db}${plan.scale > 1 ? ` ×${plan.scale}` : ''}`;
  const key = seedKey(db, plan);
  const cacheName = `spelldown_bench_seed_${key}`;
  const metaPath = join(CACHE_DIR, `${db}-${key}.json`);
  const cached =
    options.cacheSeed && existsSync(metaPath) ? (JSON.parse(readFileSync(metaPath, 'utf8')) as CacheMeta) : undefined;
  const target: AppTarget = { databaseUrl: undefined, dataDir };
  const connect = () => (target.databaseUrl ? connectPostgres(target.databaseUrl) : connectPglite(dataDir));
  const prepared = { target, name, connect, fromCache: false };

  if (cached && (db === 'pglite' || (await templateExists(options.postgresUrl, cacheName)))) {
    ctx.log(`▶ ${label}: seeded database from the cache (${key})`);
    if (db === 'postgres') target.databaseUrl = await createDatabase(options.postgresUrl, name, cacheName);
    else cpSync(join(CACHE_DIR, `pglite-${key}`), join(dataDir, 'db'), { recursive: true });
    const t = cached.templates;
    ctx.templates ??= {
      word: Buffer.from(t.word, 'base64'),
      sentence: Buffer.from(t.sentence, 'base64'),
      wordMs: t.wordMs,
      sentenceMs: t.sentenceMs,
    };
    return { ...prepared, ...cached, fromCache: true };
  }
  if (db === 'postgres') target.databaseUrl = await createDatabase(options.postgresUrl, name);

  // 1. First start: migrations, the starter bank, today's and tomorrow's games, their clips first.
  ctx.log(`▶ ${label}: first start (migrations, starter bank, today's game)`);
  const app = await startApp(`app on ${label}`, target);
  let audio: AudioKindStats[] | undefined;
  // Real clips: the audio budget's sample, and the bytes of the clips the bench does not synthesise.
  const needReal = (db === 'postgres' && plan.scale === 1) || !ctx.templates;
  if (needReal && db === 'postgres') {
    const sql = await connect();
    ctx.log(`  ${await waitForRealClips(sql, 150_000)} clips synthesised by the app`);
    audio = await measureAudio(sql);
    await sql.close();
  } else if (needReal) await sleep(60_000);
  const rssFirstStartMb = app.rss.maxMb;
  await app.stop();

  // 2. The volume, in SQL, with the app stopped (PGlite has a single user).
  ctx.log(`▶ ${label}: seeding`);
  const sql = await connect();
  if (db === 'pglite' && needReal) audio = await measureAudio(sql);
  const templates = ctx.templates ?? (await clipTemplates(sql)) ?? syntheticTemplates();
  ctx.templates ??= templates;
  const seedSeconds = await seed(sql, plan, templates);
  await sql.close();

  if (options.cacheSeed) {
    mkdirSync(CACHE_DIR, { recursive: true });
    if (db === 'postgres') {
      const admin = await connectPostgres(options.postgresUrl);
      await admin.query(`drop database if exists ${cacheName}`);
      await admin.query(`create database ${cacheName} template ${name}`);
      await admin.close();
    } else cpSync(join(dataDir, 'db'), join(CACHE_DIR, `pglite-${key}`), { recursive: true });
    const meta: CacheMeta = {
      seedSeconds,
      audio,
      rssFirstStartMb,
      templates: {
        ...templates,
        word: templates.word.toString('base64'),
        sentence: templates.sentence.toString('base64'),
      },
    };
    writeFileSync(metaPath, JSON.stringify(meta));
  }
  return { ...prepared, seedSeconds, audio, rssFirstStartMb };
}

async function templateExists(serverUrl: string, name: string): Promise<boolean> {
  const admin = await connectPostgres(serverUrl);
  try {
    return (await admin.query('select 1 from pg_database where datname = $1', [name])).length > 0;
  } finally {
    await admin.close();
  }
}
