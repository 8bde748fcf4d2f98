import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takingTurns } from './pglite-turns';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
});
afterAll(() => pglite.close());

/**
 * Queues `count` statements at once through Kysely (which hands PGlite one at a time, as the app does);
 * answers how many had finished when Node first got its thread back.
 */
async function finishedBeforeNodeGotATurn(client: PGlite, count: number): Promise<number> {
  const db = new Kysely<object>({ dialect: new PGliteDialect(client) });
  let finished = 0;
  let atFirstTurn: number | undefined;
  setImmediate(() => (atFirstTurn = finished));
  const slow = sql`select count(*) from generate_series(1, 20000)`;
  await Promise.all(Array.from({ length: count }, () => slow.execute(db).then(() => (finished += 1))));
  return atFirstTurn ?? finished;
}

describe('PGlite statements taking turns with Node', () => {
  it('on their own, a queue of statements keeps the thread until the last is done', async () => {
    expect(await finishedBeforeNodeGotATurn(pglite, 100)).toBe(100);
  });

  it('through the app client, Node gets the thread back while statements still wait', async () => {
    const finished = await finishedBeforeNodeGotATurn(takingTurns(pglite, 5), 100);
    expect(finished).toBeLessThan(100);
  });

  it('answers what PGlite answers', async () => {
    const { rows } = await takingTurns(pglite, 0).query<{ n: number }>('select $1::int + 1 as n', [41]);
    expect(rows).toEqual([{ n: 42 }]);
  });
});
