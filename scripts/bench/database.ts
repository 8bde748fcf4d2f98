import { join } from 'node:path';
import pg from 'pg';
import type { DbKind } from './options';

/** The little the seeder needs from a connection, the same on `pg` and on PGlite. */
export interface SqlClient {
  kind: DbKind;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** A database URL on the same server as `serverUrl`, naming `database`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function connectPostgres(url: string): Promise<SqlClient> {
  const client = new pg.Client({ connectionString: url });
  // A connection the server ends (a restart, pg_terminate_backend) fails the query in progress; the
  // 'error' event must not also crash the process.
  client.on('error', () => undefined);
  await client.connect();
  return {
    kind: 'postgres',
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    close: () => client.end(),
  };
}

/** Opens the PGlite database of an app DATA_DIR (the app must be stopped: PGlite has one user). */
export async function connectPglite(dataDir: string): Promise<SqlClient> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: join(dataDir, 'db') });
  return {
    kind: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
    close: () => db.close(),
  };
}

/** Creates an empty database on the server of `serverUrl` (whose own database is the maintenance one). */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(name) || (template && !/^[a-z0-9_]+$/.test(template))) {
    throw new Error(`Not a safe database name: ${name}`);
  }
  const admin = await connectPostgres(serverUrl);
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } catch (error) {
    throw new Error(
      `Could not create the bench database ${name} on ${new URL(serverUrl).host}: ${(error as Error).message}. ` +
        'Set BENCH_DATABASE_URL to a Postgres server where this role may create databases.',
    );
  } finally {
    await admin.close();
  }
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  if (!/^spelldown_bench_[a-z0-9_]+$/.test(name)) throw new Error(`Refusing to drop ${name}`);
  const admin = await connectPostgres(serverUrl);
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.close();
  }
}
