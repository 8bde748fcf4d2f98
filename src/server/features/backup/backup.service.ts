import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { BACKUP_FORMAT, BACKUP_TABLES, BACKUP_VERSION, IDENTITY_COLUMNS } from './backup.tables';
import { decodeRow, encodeRow } from './backup.codec';

const BATCH = 2000;
type Row = Record<string, unknown>;

export interface BackupSummary {
  tables: number;
  rows: number;
}

/**
 * Writes every table as gzipped JSON lines: a header, then `{t, r}` per row. The same file restores
 * on PGlite and on Postgres, since it goes through SQL rather than the storage format.
 */
export async function backupDatabase(db: Db, file: string, migrations: string[]): Promise<BackupSummary> {
  const gzip = createGzip();
  // A file that cannot be written (no such folder, a folder, no right) fails the backup, not the process.
  const written = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  written.catch(() => undefined); // awaited below; may fail while a query runs
  const write = async (value: unknown) => {
    if (gzip.write(`${JSON.stringify(value)}\n`)) return;
    await Promise.race([new Promise((drained) => gzip.once('drain', drained)), written]);
  };
  try {
    await write({ format: BACKUP_FORMAT, version: BACKUP_VERSION, migrations, createdAt: new Date().toISOString() });
    let rows = 0;
    for (const table of BACKUP_TABLES) {
      for (let offset = 0; ; offset += BATCH) {
        const batch =
          await sql<Row>`select * from ${sql.table(table.name)} order by ${sql.raw(table.orderBy)} limit ${BATCH} offset ${offset}`.execute(
            db,
          );
        for (const row of batch.rows) await write({ t: table.name, r: encodeRow(row) });
        rows += batch.rows.length;
        if (batch.rows.length < BATCH) break;
      }
    }
    gzip.end();
    await written;
    return { tables: BACKUP_TABLES.length, rows };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    throw error;
  }
}

/** Replaces every row of the database with the file's, in one transaction (all or nothing). */
export async function restoreDatabase(db: Db, file: string, migrations: string[]): Promise<BackupSummary> {
  const gunzip = createGunzip();
  // A file that cannot be read (none, a folder, no right) fails the restore through the lines, not the process.
  void pipeline(createReadStream(file), gunzip).catch(() => undefined);
  const lines = createInterface({ input: gunzip, crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done
    ? undefined
    : (JSON.parse(first.value) as { format?: string; version?: number; migrations?: string[] });
  if (header?.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION)
    throw new Error('not a Spelldown backup file');
  const missing = (header.migrations ?? []).filter((name) => !migrations.includes(name));
  if (missing.length > 0) throw new Error(`the backup needs newer migrations: ${missing.join(', ')}`);

  return db.transaction().execute(async (trx) => {
    for (const table of [...BACKUP_TABLES].reverse()) await sql`delete from ${sql.table(table.name)}`.execute(trx);
    let rows = 0;
    let pending: { table: string; rows: Row[] } = { table: '', rows: [] };
    const flush = async () => {
      if (pending.rows.length === 0) return;
      await insertRows(trx, pending.table, pending.rows);
      rows += pending.rows.length;
      pending = { table: '', rows: [] };
    };
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      if (!next.value) continue;
      const { t, r } = JSON.parse(next.value) as { t: string; r: Row };
      if (!BACKUP_TABLES.some((table) => table.name === t)) throw new Error(`unknown table ${t} in the backup`);
      if (pending.table !== t || pending.rows.length >= 500) await flush();
      pending.table = t;
      pending.rows.push(decodeRow(r));
    }
    await flush();
    for (const { table, column } of IDENTITY_COLUMNS) {
      await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
        trx,
      );
    }
    return { tables: BACKUP_TABLES.length, rows };
  });
}

async function insertRows(db: Db, table: string, rows: Row[]): Promise<void> {
  const columns = Object.keys(rows[0] ?? {});
  const values = rows.map((row) => sql`(${sql.join(columns.map((c) => row[c]))})`);
  // training_attempts.id is "generated always": keep the original ids.
  const overriding = table === 'training_attempts' ? sql`overriding system value` : sql``;
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.id(c)))}) ${overriding} values ${sql.join(values)}`.execute(
    db,
  );
}
