import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as GamesService from '../features/games/games.service';
import { insertWords, wordSpecs } from '../features/games/games.test-factory';
import { createPlayer, createTestApp, type TestApp } from '../test/test-app';

// Today's game answers after `delay.ms`: past the page's grace period (50 ms), as a slow database would.
const delay = vi.hoisted(() => ({ ms: 0 }));
vi.mock('../features/games/games.service', async (importOriginal) => {
  const original = await importOriginal<typeof GamesService>();
  return {
    ...original,
    getDailyGame: async (...args: Parameters<typeof original.getDailyGame>) => {
      await new Promise((resolve) => setTimeout(resolve, delay.ms));
      return original.getDailyGame(...args);
    },
  };
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createPlayer(t.deps)).token;
  await insertWords(t.deps.db, wordSpecs(6, 'slow'));
  // A first page makes today's game and loads the page's code: neither is what this test waits for.
  const first = await t.app.inject({ method: 'GET', url: '/daily', cookies: { sd_session: token } });
  expect(first.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('a page whose data is slower than the grace period', () => {
  it('streams the shell with its spinner first, then the game and the state to hydrate with, before </body>', async () => {
    delay.ms = 150;
    const res = await t.app.inject({ method: 'GET', url: '/daily', cookies: { sd_session: token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBeUndefined();
    const body = res.body;
    const fallback = body.indexOf('<template id="B:');
    const streamed = body.search(/<div hidden id="S:\d+">/);
    expect(fallback).toBeGreaterThan(0);
    expect(streamed).toBeGreaterThan(fallback);
    expect(body.indexOf('game-play-button')).toBeGreaterThan(streamed);
    const state =
      /<script id="__query_state" type="application\/json"[^>]*>([^<]*)<\/script><script id="__formatted"[^>]*>[^<]*<\/script><\/body><\/html>$/.exec(
        body,
      );
    const queries = (JSON.parse(state?.[1] ?? '{"queries":[]}') as { queries: { queryKey: unknown }[] }).queries;
    expect(queries.map((q) => q.queryKey)).toContainEqual([['games', 'daily'], { type: 'query' }]);
  });
});
