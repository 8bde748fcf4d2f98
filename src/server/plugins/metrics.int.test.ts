import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/schemas/games.schema';
import { buildApp } from '../app';
import { giveClips, insertWords, wordSpecs } from '../features/games/games.test-factory';
import { bearer, createPlayer, createTestApp, testConfig, type TestApp } from '../../../test/support/test-app';
import { createTestDatabase } from '../../../test/support/test-database';

/** The value of one sample line of the exposition (`name{labels} value`), or undefined. */
function sample(body: string, name: string, labels = ''): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics on the app port (METRICS=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS: '1' } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('count and time requests by route pattern, never by the URL they carried', async () => {
    const { token } = await createPlayer(t.deps);
    const gameId = randomUUID();
    const code = 'WXYZ-2345-ABCD-6789';
    const requests = [
      { url: `/api/games/${gameId}`, headers: bearer(token) },
      { url: `/api/games/${gameId}`, headers: bearer(token) },
      { url: '/trpc/auth.me' },
      { url: '/trpc/auth.me,auth.me?batch=1&input={}' },
      { url: `/trpc/no.such.${code}` },
      { url: `/join/${code}` },
      { url: `/no-such-page-${code}` },
    ];
    for (const request of requests) await t.app.inject({ method: 'GET', ...request });
    const body = await scrape();
    expect(body).not.toContain(gameId);
    expect(body).not.toContain(code);
    expect(sample(body, 'spelldown_http_requests_total', 'method="GET",route="/api/games/:param",status="404"')).toBe(
      2,
    );
    for (const route of ['/trpc/auth.me', '/trpc/(batch)', '/trpc/(unknown)', '/join/:registrationCode', '(no page)'])
      expect(body).toContain(`route="${route}"`);
    expect(
      sample(body, 'spelldown_http_request_duration_seconds_count', 'method="GET",route="/api/games/:param"'),
    ).toBe(2);
    expect(body).toMatch(
      /^spelldown_http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/api\/games\/:param"\} \d+$/m,
    );
  });

  it('show the audio queue, failed clips, the database pool and submissions', async () => {
    await insertWords(t.deps.db, wordSpecs(6, 'mtr'));
    const { token } = await createPlayer(t.deps);
    const game = (await t.app.inject({ method: 'GET', url: '/api/games/daily', headers: bearer(token) })).json<Game>();
    await giveClips(t.deps.db, game.id, 'metrics');
    await t.deps.db
      .updateTable('audio_clips')
      .set({ state: 'failed' })
      .where('text_hash', 'like', 'metrics-canonical%')
      .execute();
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/submissions`,
      headers: bearer(token),
      payload: { guesses: ['a', 'b', 'c', 'd', 'e', 'f'] },
    });
    expect(submitted.statusCode).toBe(200);

    const body = await scrape();
    expect(sample(body, 'spelldown_audio_clips', 'state="failed"')).toBe(6);
    expect(sample(body, 'spelldown_audio_clips', 'state="pending"')).toBeGreaterThanOrEqual(18);
    expect(sample(body, 'spelldown_submissions_total')).toBe(1);
    expect(sample(body, 'spelldown_db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1);
    expect(body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('are refused to a scrape that came through a proxy', async () => {
    expect(await scrape()).toContain('spelldown_http_requests_total');
    const proxies = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via', 'x-forwarded-port', 'cf-connecting-ip'];
    for (const header of proxies) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { [header]: '203.0.113.9' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('spelldown_');
    }
  });
});

describe('metrics elsewhere', () => {
  it('are served nowhere without METRICS=1, and with METRICS_PORT on that port only', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('spelldown_');
    } finally {
      await off.close();
    }

    const database = await createTestDatabase();
    const built = await buildApp(testConfig({ METRICS: '1', METRICS_PORT: '9999' }), {
      database,
      logger: false,
      startup: false,
    });
    try {
      await built.app.ready();
      const onAppPort = await built.app.inject({ method: 'GET', url: '/metrics' });
      expect(onAppPort.body).not.toContain('spelldown_');
      expect(built.metricsServer).toBeDefined();
      // The test listens on a port of the system's choosing, where main.ts listens on METRICS_PORT.
      await built.metricsServer!.listen({ port: 0, host: '127.0.0.1' });
      const { port } = built.metricsServer!.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(
        /^spelldown_http_requests_total\{method="GET",route="\(no page\)",status="404"\} 1$/m,
      );
      // Anything else on that port is the app's not-found answer.
      const elsewhere = await fetch(`http://127.0.0.1:${port}/`);
      expect(elsewhere.status).toBe(404);
      expect(await elsewhere.json()).toEqual({ error: 'not_found' });
    } finally {
      await built.app.close();
      await database.close();
    }
  });
});
