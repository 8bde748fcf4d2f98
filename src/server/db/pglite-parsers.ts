import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite (0.4) copies its whole table of result parsers on every query (`{ ...parsers }` in its
 * parseResults). At start it holds a parser for the array of every type in the database: 316 entries,
 * 211 of them arrays of row types (one per catalog and table), and the copy cost about 65 µs a query
 * (a one-row select: 185 → 140 µs without them). The app never reads an array of rows, and PGlite has
 * no parser for a row itself, so those parsers go; every other parser stays as PGlite made it.
 * Answers how many were dropped.
 */
export async function dropRowArrayParsers(pglite: PGlite): Promise<number> {
  const { rows } = await pglite.query<{ oid: number }>(
    `select typarray::int as oid from pg_catalog.pg_type where typtype = 'c' and typarray <> 0`,
  );
  const rowArrays = new Set(rows.map((row) => String(row.oid)));
  const kept = Object.entries(pglite.parsers).filter(([oid]) => !rowArrays.has(oid));
  const dropped = Object.keys(pglite.parsers).length - kept.length;
  pglite.parsers = Object.fromEntries(kept);
  return dropped;
}
