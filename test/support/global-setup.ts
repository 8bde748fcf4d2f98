import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from '../../src/server/db/schema';
import { migrateToLatest } from '../../src/server/db/migrator';
import { snapshotPath } from './snapshot-path';

/** Migrates one PGlite database and saves it: each test file starts from a copy (~0.6 s, not ~3 s). */
export default async function setup(): Promise<void> {
  const path = snapshotPath();
  if (existsSync(path)) return;
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  mkdirSync(path.replace(/\/[^/]+$/, ''), { recursive: true });
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  if (!pglite.closed) await pglite.close();
}
