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

  it('runs a statement it has run a few times as a prepared one on its generic plan, with the same answers', async () => {
    await expectRepeatedStatementsPrepared(handle);
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('the Postgres server', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle?.close());

  it('runs a statement it has run a few times as a prepared one on its generic plan, with the same answers', async () => {
    await expectRepeatedStatementsPrepared(handle);
  });
});

/**
 * On one connection: a statement run 12 times is named from its third run and planned once (10 runs on
 * the generic plan, none planned for its values); a statement with parameters that is not named runs
 * with the connection planning for values again.
 */
async function expectRepeatedStatementsPrepared({ db }: DatabaseHandle): Promise<void> {
  const answers: number[] = [];
  await db.connection().execute(async (connection) => {
    for (let i = 1; i <= 12; i++) {
      const { rows } = await sql<{ n: number }>`select ${i}::int + 40 as n`.execute(connection);
      answers.push(rows[0]!.n);
    }
    const { rows } = await sql<{ statement: string; generic_plans: number; custom_plans: number }>`
      select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`.execute(connection);
    expect(rows).toContainEqual({ statement: 'select $1::int + 40 as n', generic_plans: 10, custom_plans: 0 });
    const setting = await sql<{ mode: string }>`select current_setting(${'plan_cache_mode'}) as mode`.execute(
      connection,
    );
    expect(setting.rows).toEqual([{ mode: 'auto' }]);
  });
  expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => i + 41));
}
