import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { snapshotPath } from './snapshot-path';

export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * Held while a test schema is made, migrated or dropped. Kysely's migrator looks for its tables by
 * introspecting every schema (`pg_get_serial_sequence('<schema>.<table>')`), which fails with
 * 'schema … does not exist' when another test file drops its schema at that moment (CI met it).
 */
const SCHEMA_CHANGE_LOCK = 736_452_001;

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
  // One connection: the session-level lock is taken and released on it.
  const admin = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1 });
  const handle = await openDatabase({ databaseUrl: url, dataDir: '', searchPath: schema, poolSize: 10 });
  try {
    await sql`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK})`.execute(admin.db);
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    await migrateToLatest(handle.db, schema);
  } catch (error) {
    await handle.close();
    throw error;
  } finally {
    await sql`select pg_advisory_unlock(${SCHEMA_CHANGE_LOCK})`.execute(admin.db).catch(() => undefined);
    await admin.close();
  }
  return {
    ...handle,
    close: async () => {
      try {
        await handle.db.transaction().execute(async (trx) => {
          await sql`select pg_advisory_xact_lock(${SCHEMA_CHANGE_LOCK})`.execute(trx);
          await sql`drop schema ${sql.id(schema)} cascade`.execute(trx);
        });
      } finally {
        await handle.close();
      }
    },
  };
}
