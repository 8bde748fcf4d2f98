import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/support/test-app';
import { createTestDatabase, TEST_DB_KIND } from '../../../test/support/test-database';
import { corePlugin } from '../plugins/core';
import { embeddedUpkeepPlugin } from '../plugins/embedded-upkeep';
import type { DatabaseHandle, Db } from './database';
import { keepTablesTidy, tablesDueForUpkeep } from './embedded-upkeep';

/** A table of `rows` rows whose indexed column is then updated `updates` times a row: no update is HOT. */
async function churn(db: Db, table: string, rows: number, updates: number): Promise<void> {
  const name = sql.table(table);
  await sql`create table ${name} (id int primary key, n int not null, pad text not null)`.execute(db);
  await sql`create index ${sql.id(`${table}_n`)} on ${name} (n)`.execute(db);
  await sql`insert into ${name} select g, 0, repeat('x', 80) from generate_series(1, ${rows}) g`.execute(db);
  // Counted before the vacuum, which then starts its counts over (not after it, as new changes).
  await sql`select pg_stat_force_next_flush()`.execute(db);
  await sql`vacuum analyze ${name}`.execute(db);
  for (let i = 0; i < updates; i++) await sql`update ${name} set n = n + 1`.execute(db);
  // The counts of this backend, as the next upkeep would read them.
  await sql`select pg_stat_force_next_flush()`.execute(db);
}

interface TableStats {
  dead: number;
  vacuums: number;
  analyzes: number;
}

async function statsOf(db: Db, table: string): Promise<TableStats> {
  const { rows } = await sql<TableStats>`
    select n_dead_tup::int as dead, vacuum_count::int as vacuums, analyze_count::int as analyzes
      from pg_stat_user_tables where relname = ${table}`.execute(db);
  return rows[0]!;
}

// PGlite runs Postgres as one process, without autovacuum: the app does its work (a server does it itself).
describe.runIf(TEST_DB_KIND === 'pglite')('the embedded database’s upkeep', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, 60_000);
  afterAll(() => handle?.close());

  it('vacuums a table whose updates left dead rows past autovacuum’s threshold, and only such tables', async () => {
    await churn(handle.db, 'upkeep_churned', 200, 3); // 600 dead rows: past 50 + 20% of 200
    await churn(handle.db, 'upkeep_quiet', 1000, 0); // vacuumed and analyzed as it was made
    const before = await statsOf(handle.db, 'upkeep_churned');
    expect(before.dead).toBe(600);

    const due = await tablesDueForUpkeep(handle.db);
    expect(due).toContainEqual({ table: 'upkeep_churned', vacuum: true, analyze: true });
    expect(due.map((d) => d.table)).not.toContain('upkeep_quiet');

    const done = await keepTablesTidy(handle.db);
    expect(done.map((d) => d.table)).toContain('upkeep_churned');
    expect(done.map((d) => d.table)).not.toContain('upkeep_quiet');
    await sql`select pg_stat_force_next_flush()`.execute(handle.db);
    const after = await statsOf(handle.db, 'upkeep_churned');
    expect(after).toEqual({ dead: 0, vacuums: before.vacuums + 1, analyzes: before.analyzes + 1 });
    expect(await tablesDueForUpkeep(handle.db)).not.toContainEqual(
      expect.objectContaining({ table: 'upkeep_churned' }),
    );
  });

  it('analyzes without vacuuming a table that only grew a little since it was analyzed', async () => {
    await churn(handle.db, 'upkeep_grown', 1000, 0);
    // 200 new rows: past the analyze threshold (50 + 10%), short of the vacuum's for inserts (1,000 + 20%).
    await sql`insert into upkeep_grown select g, 0, 'y' from generate_series(1001, 1200) g`.execute(handle.db);
    await sql`select pg_stat_force_next_flush()`.execute(handle.db);
    const before = await statsOf(handle.db, 'upkeep_grown');

    expect(await tablesDueForUpkeep(handle.db)).toContainEqual({ table: 'upkeep_grown', vacuum: false, analyze: true });
    await keepTablesTidy(handle.db);
    await sql`select pg_stat_force_next_flush()`.execute(handle.db);
    expect(await statsOf(handle.db, 'upkeep_grown')).toEqual({ ...before, analyzes: before.analyzes + 1 });
  });

  it('vacuums the same table run after run (its statement, repeated, is then a prepared one)', async () => {
    await churn(handle.db, 'upkeep_again', 100, 0);
    for (let run = 1; run <= 4; run++) {
      for (let i = 0; i < 2; i++) await sql`update upkeep_again set n = n + 1`.execute(handle.db);
      await sql`select pg_stat_force_next_flush()`.execute(handle.db);
      const done = await keepTablesTidy(handle.db);
      expect(
        done.map((d) => d.table),
        `run ${run}`,
      ).toContain('upkeep_again');
      await sql`select pg_stat_force_next_flush()`.execute(handle.db);
      expect((await statsOf(handle.db, 'upkeep_again')).dead, `run ${run}`).toBe(0);
    }
  });

  it('runs at start in the background, and says what it tidied', async () => {
    await churn(handle.db, 'upkeep_at_start', 200, 2);
    const lines: { msg: string; table?: string }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as never) } },
    });
    await app.register(corePlugin, {
      config: testConfig(),
      database: handle,
      ownsDatabase: false,
      now: () => new Date(),
    });
    await app.register(embeddedUpkeepPlugin, { background: true });
    await app.ready();
    await app.close(); // waits for the run under way
    expect(lines).toContainEqual(
      expect.objectContaining({
        table: 'upkeep_at_start',
        msg: expect.stringMatching(/^embedded database: upkeep_at_start tidied in \d+ ms$/),
      }),
    );
    await sql`select pg_stat_force_next_flush()`.execute(handle.db);
    expect((await statsOf(handle.db, 'upkeep_at_start')).dead).toBe(0);
  });
});
