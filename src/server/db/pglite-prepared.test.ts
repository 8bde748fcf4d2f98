import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingRepeatedStatements, type PgliteClient } from './pglite-prepared';

let pglite: PGlite;
let client: PgliteClient;
beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(
    `create table notes (id int primary key, body text not null, tags text[], at timestamptz, meta jsonb)`,
  );
  client = preparingRepeatedStatements(pglite);
});
afterAll(() => pglite.close());

const namedStatements = async (): Promise<string[]> =>
  (await pglite.query<{ statement: string }>('select statement from pg_prepared_statements order by name')).rows.map(
    (row) => row.statement,
  );

/** Runs the statement `times` times through the client; answers the last result. */
async function runTimes(times: number, text: string, params: unknown[] = []) {
  for (let i = 1; i < times; i++) await client.query(text, params);
  return client.query<Record<string, unknown>>(text, params);
}

describe('PGlite running repeated statements as named ones', () => {
  it('names a statement from its third run, and answers what PGlite answers every time', async () => {
    const text = `select $1::int + 1 as n, $2::text as t, $3::uuid[] as ids, $4::timestamptz as at,
                         $5::jsonb as j, null::int as nothing, $6::bool as yes`;
    const at = new Date('2026-11-26T07:00:00Z');
    const params = [41, 'word', ['0b6f1b9e-2c1d-4c55-9a57-7d1e1b0c9a11'], at, { a: [1, 2] }, true];
    const expected = (await pglite.query(text, params)).rows;
    expect(expected).toEqual([
      {
        n: 42,
        t: 'word',
        ids: ['0b6f1b9e-2c1d-4c55-9a57-7d1e1b0c9a11'],
        at,
        j: { a: [1, 2] },
        nothing: null,
        yes: true,
      },
    ]);

    for (let run = 1; run <= 2; run++) expect((await client.query(text, params)).rows).toEqual(expected);
    expect(await namedStatements()).not.toContain(text);
    for (let run = 3; run <= 5; run++) expect((await client.query(text, params)).rows).toEqual(expected);
    expect(await namedStatements()).toContain(text);
  });

  it('plans a named statement once, and plans other statements with their values', async () => {
    const text = 'select count(*)::int as n from notes where id >= $1';
    await runTimes(12, text, [0]);
    const [statement] = (
      await pglite.query<{ generic_plans: number; custom_plans: number }>(
        'select generic_plans::int, custom_plans::int from pg_prepared_statements where statement = $1',
        [text],
      )
    ).rows;
    expect(statement).toEqual({ generic_plans: 10, custom_plans: 0 });
    const setting = 'select current_setting($1) as mode';
    expect((await client.query(setting, ['plan_cache_mode'])).rows).toEqual([{ mode: 'auto' }]);
    await client.query(text, [0]);
    expect((await pglite.query(setting, ['plan_cache_mode'])).rows).toEqual([{ mode: 'force_generic_plan' }]);
  });

  it('counts the rows a named insert or update changed', async () => {
    const insert = 'insert into notes (id, body, tags) select g, $1, $2 from generate_series($3::int, $4::int) g';
    await runTimes(2, insert, ['x', ['a'], 0, -1]);
    expect((await client.query(insert, ['hello', ['a', 'b'], 1, 3])).affectedRows).toBe(3);
    const update = 'update notes set body = $1 where id <= $2';
    const counts = [];
    for (let run = 0; run < 4; run++) counts.push((await client.query(update, [`v${run}`, 2])).affectedRows);
    expect(counts).toEqual([2, 2, 2, 2]);
    const { rows } = await runTimes(4, 'select id, body, tags from notes where id = any($1::int[]) order by id', [
      [1, 3],
    ]);
    expect(rows).toEqual([
      { id: 1, body: 'v3', tags: ['a', 'b'] },
      { id: 3, body: 'hello', tags: ['a', 'b'] },
    ]);
  });

  it("throws Postgres' error for a named statement, and the next statement runs", async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    for (let id = 100; id < 103; id++) await client.query(insert, [id, 'once']);
    await expect(client.query(insert, [100, 'twice'])).rejects.toMatchObject({ code: '23505' });
    expect((await client.query(insert, [103, 'after'])).affectedRows).toBe(1);
  });

  it('keeps a statement named inside a transaction that rolled back', async () => {
    const text = 'select count(*)::int as n from notes where body = $1';
    await client.query('begin');
    await runTimes(3, text, ['once']);
    await expect(client.query('insert into notes (id, body) values (1, $1)', ['dup'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(client.query(text, ['once'])).rejects.toMatchObject({ code: '25P02' });
    await client.query('rollback');
    expect((await client.query(text, ['once'])).rows).toEqual([{ n: 3 }]);
  });

  it('answers a statement Postgres cannot parse with the same error on every run', async () => {
    const text = 'selec id from notes where id = $1';
    for (let run = 0; run < 4; run++) await expect(client.query(text, [1])).rejects.toMatchObject({ code: '42601' });
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
