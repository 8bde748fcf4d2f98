import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import { ensureDataDir } from '../lib/private-dir';
import { dropRowArrayParsers } from './pglite-parsers';
import { preparingRepeatedStatements } from './pglite-prepared';
import { takingTurns } from './pglite-turns';
import type { Database } from './schema';
import { prepareRepeatedStatements, StatementNames } from './prepared-statements';

export type DatabaseKind = 'postgres' | 'pglite';
export type Db = Kysely<Database>;
/** The database or a transaction on it: what a repository function that may run in either takes. */
export type DbOrTrx = Db | Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Checks that the database answers (used by /readyz). */
  ping(): Promise<void>;
  /**
   * LISTENs on `channel`: every NOTIFY on it, from any connection or process, reaches `onMessage`.
   * `onListening(true)` once listening, `(false)` when the listening connection is lost (messages may
   * be missed until the next `true`; it reconnects every second). Answers a function that stops (and
   * says nothing more).
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /** Connections open, idle, and queries waiting for one (metrics; PGlite has one connection and no count). */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

export interface PoolUse {
  total: number;
  idle?: number;
  waiting?: number;
}

export interface NotificationHandlers {
  onMessage(payload: string): void;
  onListening(listening: boolean): void;
}

const RELISTEN_AFTER_MS = 1000;

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

/** The embedded database's shared buffers (`shared_buffers`). */
export const PGLITE_SHARED_BUFFERS = '16MB';

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
  const statementNames = new StatementNames();
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    prepareRepeatedStatements(client, statementNames);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: async (channel, handlers) => {
      // A connection of its own (LISTEN holds it), made again whenever it is lost.
      let current: InstanceType<typeof pg.Client> | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const lose = (client: InstanceType<typeof pg.Client>) => {
        if (current === client) {
          current = undefined;
          handlers.onListening(false);
        }
        client.removeAllListeners();
        client.on('error', () => undefined);
        void client.end().catch(() => undefined);
        if (!stopped && !retry) {
          retry = setTimeout(() => {
            retry = undefined;
            void connect();
          }, RELISTEN_AFTER_MS);
          retry.unref();
        }
      };
      const connect = async () => {
        const client = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: 1000,
          ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
        });
        client.on('notification', (message) => {
          if (message.channel === channel) handlers.onMessage(message.payload ?? '');
        });
        client.on('error', () => lose(client));
        client.on('end', () => lose(client));
        try {
          await client.connect();
          await client.query(`listen ${client.escapeIdentifier(channel)}`);
        } catch {
          lose(client);
          return;
        }
        if (stopped) return lose(client);
        current = client;
        handlers.onListening(true);
      };
      await connect();
      return async () => {
        // A deliberate stop: no onListening(false), which says the connection was lost.
        stopped = true;
        clearTimeout(retry);
        const client = current;
        current = undefined;
        if (client) lose(client);
      };
    },
    close: () => db.destroy(),
  };
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('kysely-pglite-dialect'),
  ]);
  // PGlite touches all of its shared buffers at start: Postgres' 128 MB default held ~110 MB more of this
  // process's memory than 16 MB (280 vs 174 MB after start on the bench's database) and scanned 1.1 M rows
  // no slower, since its files are read through the OS page cache anyway.
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  let pglite: PGlite;
  if (options.pgliteSnapshot) {
    pglite = await PGlite.create({ loadDataDir: options.pgliteSnapshot, startParams });
  } else {
    const dir = resolve(join(options.dataDir, 'db'));
    ensureDataDir(options.dataDir, 'db');
    pglite = await PGlite.create({ dataDir: dir, startParams });
  }
  await dropRowArrayParsers(pglite);
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(takingTurns(preparingRepeatedStatements(pglite))),
  });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    poolUse: () => ({ total: 1 }),
    listen: async (channel, handlers) => {
      // In the same process: nothing to lose, so listening from here on.
      const unlisten = await pglite.listen(channel, (payload) => handlers.onMessage(payload));
      handlers.onListening(true);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
