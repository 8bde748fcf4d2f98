import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, TEST_DB_KIND } from '../../../test/support/test-database';
import { openDatabase, PGLITE_SHARED_BUFFERS, type DatabaseHandle } from './database';

describe.runIf(TEST_DB_KIND === 'pglite')('the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'spelldown-pglite-'));
  let handle: DatabaseHandle;
  beforeAll(async () => {
    chmodSync(dataDir, 0o755); // as an operator's `mkdir` leaves it: anyone may look in
    handle = await openDatabase({ databaseUrl: undefined, dataDir });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps DATA_DIR and its db folder to the server's user (0700), even a DATA_DIR made open to all", () => {
    const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
    expect([mode(dataDir), mode(join(dataDir, 'db'))]).toEqual(['700', '700']);
  });

  it('runs with small shared buffers (PGlite holds them all in the process from the start)', async () => {
    expect(handle.kind).toBe('pglite');
    const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(handle.db);
    expect(rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
  });

  it('keeps no parsers for arrays of rows (PGlite copies the whole table on every query)', async () => {
    const { rows } = await sql<{ namespaces: unknown; names: unknown }>`
      select array(select n from pg_namespace n where nspname = 'pg_catalog') as namespaces,
             array['pg_catalog']::text[] as names`.execute(handle.db);
    expect(typeof rows[0]?.namespaces).toBe('string');
    expect(rows[0]?.names).toEqual(['pg_catalog']);
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('the Postgres server', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle?.close());

  it('runs a statement it has run a few times as a prepared one, with the same answers', async () => {
    const { db } = handle;
    const answers: number[] = [];
    await db.connection().execute(async (connection) => {
      for (let i = 1; i <= 5; i++) {
        const { rows } = await sql<{ n: number }>`select ${i}::int + 40 as n`.execute(connection);
        answers.push(rows[0]!.n);
      }
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        connection,
      );
      expect(rows.map((row) => row.statement)).toContain('select $1::int + 40 as n');
    });
    expect(answers).toEqual([41, 42, 43, 44, 45]);
  });
});
