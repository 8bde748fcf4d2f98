import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropRowArrayParsers } from './pglite-parsers';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
});
afterAll(() => pglite.close());

// Every kind of value the app reads, arrays included.
const VALUES = `select 1::int as int4, 2::bigint as int8, 3::smallint as int2, 1.5::float8 as float8, 2.25::numeric as numeric,
  true as bool, 'text'::text as text, 'v'::varchar as varchar, 'c'::char(3) as bpchar,
  '5f0c8e4e-2f0a-4a48-9e3f-8d7c5f7d2a10'::uuid as uuid, '2026-11-24 10:00:00+00'::timestamptz as timestamptz,
  '2026-11-24 10:00:00'::timestamp as timestamp, '2026-11-24'::date as date, '{"a":[1]}'::json as json,
  '{"b":2}'::jsonb as jsonb, '\\x0102'::bytea as bytea, array['a','b']::text[] as texts, array[1,2]::int[] as ints,
  array['5f0c8e4e-2f0a-4a48-9e3f-8d7c5f7d2a10']::uuid[] as uuids, array['2026-11-24T10:00:00Z']::timestamptz[] as stamps,
  array[true,false] as bools, array['{"c":3}']::jsonb[] as jsons`;

describe('the parsers PGlite keeps', () => {
  it('drop the arrays of row types and read every other value as before', async () => {
    const before = (await pglite.query(VALUES)).rows[0];
    const sizeBefore = Object.keys(pglite.parsers).length;

    const dropped = await dropRowArrayParsers(pglite);

    expect(dropped).toBeGreaterThan(100);
    expect(Object.keys(pglite.parsers)).toHaveLength(sizeBefore - dropped);
    const { rows } = await pglite.query<{ oid: number }>(
      `select typarray::int as oid from pg_type where typname = 'pg_class'`,
    );
    expect(pglite.parsers).not.toHaveProperty(String(rows[0]!.oid));
    const after = (await pglite.query(VALUES)).rows[0];
    expect(after).toEqual(before);
    expect(after).toMatchObject({ int8: 2, texts: ['a', 'b'], ints: [1, 2], jsonb: { b: 2 } });
  });
});
