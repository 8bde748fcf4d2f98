import { Migrator, type MigrationResultSet } from 'kysely';
import { MIGRATIONS } from '../../../migrations';
import { fromProjectRoot } from '../lib/project-root';
import type { Db } from './database';

export const MIGRATIONS_DIR = fromProjectRoot('migrations');

function createMigrator(db: Db, schema?: string): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    // With a schema of its own (tests), the bookkeeping tables live there too.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const result: MigrationResultSet = await createMigrator(db, schema).migrateToLatest();
  const failed = result.results?.find((r) => r.status === 'Error');
  if (result.error || failed) {
    const reason = result.error instanceof Error ? result.error.message : 'unknown error';
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
