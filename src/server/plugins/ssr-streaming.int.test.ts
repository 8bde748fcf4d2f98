import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMATTED_TEXTS_ELEMENT_ID, QUERY_STATE_ELEMENT_ID } from '../../client/app/bootstrap';
import { insertWords, wordSpecs } from '../features/games/games.test-factory';
import { createSubmissionBatches } from '../features/games/submission-batches';
import { createPlayer, createTestApp, type TestApp } from '../../../test/support/test-app';

/** A database that answers every statement `ms` late, as a slow or busy one would. */
const answeringLate = (ms: number): KyselyPlugin => ({
  transformQuery: ({ node }) => node,
  transformResult: async ({ result }) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return result;
  },
});

let t: TestApp;
let token: string;
const page = () => t.app.inject({ method: 'GET', url: '/daily', cookies: { sd_session: token } });

beforeAll(async () => {
  t = await createTestApp();
  token = (await createPlayer(t.deps)).token;
  await insertWords(t.deps.db, wordSpecs(6, 'slow'));
  // Today's game is made and kept in memory, and the page's code loaded, by a first page; the player then
  // plays it, so each later page reads their submission from the database.
  expect((await page()).statusCode).toBe(200);
  const auth = { authorization: `Bearer ${token}` };
  const game = (await t.app.inject({ method: 'GET', url: '/api/games/daily', headers: auth })).json<{ id: string }>();
  const guesses = ['one', 'two', 'three', 'four', 'five', 'six'];
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/games/${game.id}/submissions`,
    headers: auth,
    payload: { guesses },
  });
  expect(submitted.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('a page whose data is slower than the grace period (50 ms)', () => {
  it('streams the shell with its spinner first, then the result and the state to hydrate with, before </body>', async () => {
    // The app's database and its reader of submissions, both answering late for this page.
    const fast = { db: t.deps.db, submissionBatches: t.deps.submissionBatches };
    const slow = fast.db.withPlugin(answeringLate(150));
    Object.assign(t.deps, { db: slow, submissionBatches: createSubmissionBatches(slow) });
    const res = await page().finally(() => Object.assign(t.deps, fast));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBeUndefined();
    const body = res.body;
    const fallback = body.indexOf('<template id="B:');
    const streamed = body.search(/<div hidden id="S:\d+">/);
    expect(fallback).toBeGreaterThan(0);
    expect(streamed).toBeGreaterThan(fallback);
    expect(body.indexOf('Your score was')).toBeGreaterThan(streamed);
    // The state scripts close the page, after everything streamed; only the preloads of the lazy parts
    // it rendered (the result's chunk, listed when a built bundle is there) may follow them.
    const state = new RegExp(
      `<script id="${QUERY_STATE_ELEMENT_ID}" type="application/json"[^>]*>([^<]*)</script>` +
        `<script id="${FORMATTED_TEXTS_ELEMENT_ID}"[^>]*>[^<]*</script>(<link rel="modulepreload"[^>]*>)*</body></html>$`,
    ).exec(body);
    const queries = (JSON.parse(state?.[1] ?? '{"queries":[]}') as { queries: { queryKey: unknown }[] }).queries;
    expect(queries.map((q) => q.queryKey)).toContainEqual([['games', 'daily'], { type: 'query' }]);
  });

  it('sends the same page whole, with its length, when the database answers in time', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<div hidden id="S:\d+"/);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
    expect(res.body).toContain('Your score was');
  });
});
