import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './schema';

export type DatabaseKind = 'postgres' | 'pglite';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Checks that the database answers (used by /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… uses that server through `pg`; undefined uses embedded PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Postgres only: the schema every connection works in (tests give each file its own). */
  searchPath?: string;
  /** PGlite only: start from this `dumpDataDir` snapshot instead of the data directory (tests). */
  pgliteSnapshot?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 1000,
    idleTimeoutMillis: 30_000,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // A dropped connection must not crash the process: errors of idle clients come through the pool,
  // errors of checked-out clients between queries through the client itself. The next query reconnects.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('kysely-pglite-dialect'),
  ]);
  let pglite: PGlite;
  if (options.pgliteSnapshot) {
    pglite = await PGlite.create({ loadDataDir: options.pgliteSnapshot });
  } else {
    const dir = resolve(join(options.dataDir, 'db'));
    mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create({ dataDir: dir });
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
