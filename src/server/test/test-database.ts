import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { snapshotPath } from './snapshot-path';

export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: PGlite from the migrated snapshot, or a new
 * schema on TEST_DATABASE_URL (dropped on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_DB_KIND === 'pglite') {
    const snapshot = new Blob([readFileSync(snapshotPath())]);
    return openDatabase({ databaseUrl: undefined, dataDir: '', pgliteSnapshot: snapshot });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
  const handle = await openDatabase({ databaseUrl: url, dataDir: '', searchPath: schema, poolSize: 10 });
  await migrateToLatest(handle.db, schema);
  return {
    ...handle,
    close: async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.close();
    },
  };
}
