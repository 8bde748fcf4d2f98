import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { createTestDatabase, TEST_DB_KIND } from '../../../../test/support/test-database';
import { describeClip } from './audio.keys';
import { insertClips } from './audio.repository';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const refsFor = (round: number) =>
  Array.from({ length: 400 }, (_, i) => describeClip('secret', `round ${round} clip ${i}`, 'en-us'));

describe('insertClips', () => {
  it('keeps the existing clip, whichever of its unique keys a new row meets', async () => {
    const [first, second, third] = refsFor(0);
    await insertClips(handle.db, [first!]);
    await sql`update audio_clips set state = 'ready' where text_hash = ${first!.textHash}`.execute(handle.db);
    // A row meeting the stored clip on url_key alone is what a concurrent insert of the same clip
    // meets when it passes the text_hash check before the other insert lands.
    await insertClips(handle.db, [{ ...second!, urlKey: first!.urlKey }, third!]);
    const rows = await handle.db.selectFrom('audio_clips').select(['text_hash', 'state']).execute();
    expect(rows.map((row) => row.text_hash).sort()).toEqual([first!.textHash, third!.textHash].sort());
    expect(rows.find((row) => row.text_hash === first!.textHash)?.state).toBe('ready');
  });

  // Two app processes starting at once on an empty Postgres load the same word bank. A conflict on a
  // unique key that is not the insert's arbiter is an error even with "on conflict do nothing" (CI met
  // "duplicate key value violates unique constraint audio_clips_url_key_key" there).
  it.runIf(TEST_DB_KIND === 'postgres')(
    'lets separate connections insert the same clips at the same moment',
    async () => {
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]!
        .schema;
      const pools = await Promise.all(
        [1, 2, 3, 4].map(() =>
          openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: '', searchPath: schema, poolSize: 1 }),
        ),
      );
      try {
        for (let round = 1; round <= 15; round += 1) {
          const refs = refsFor(round);
          await Promise.all(pools.map((pool) => insertClips(pool.db, refs)));
        }
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from audio_clips`.execute(handle.db);
        expect(rows[0]?.n).toBe(2 + 15 * 400);
      } finally {
        await Promise.all(pools.map((pool) => pool.close()));
      }
    },
    60_000,
  );
});
