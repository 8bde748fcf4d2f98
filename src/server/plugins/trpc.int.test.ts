import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let player: Awaited<ReturnType<typeof createPlayer>>;
beforeAll(async () => {
  t = await createTestApp();
  player = await createPlayer(t.deps);
});
afterAll(() => t.close());

interface TrpcAnswer {
  result?: { data: unknown };
  error?: { message: string; code: number; data: Record<string, unknown> };
}

describe('tRPC over HTTP at /trpc (the protocol the browser speaks)', () => {
  it('answers a batch of queries in the order asked, as JSON', async () => {
    const input = encodeURIComponent(JSON.stringify({}));
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/auth.me,games.clock?batch=1&input=${input}`,
      headers: bearer(player.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const [me, clock] = res.json<TrpcAnswer[]>();
    expect(me?.result?.data).toMatchObject({ email: player.email });
    expect(clock?.result?.data).toMatchObject({ today: expect.stringMatching(/^\d{8}$/) as unknown });
  });

  it('runs a mutation sent by POST with a JSON body, and keeps the headers its procedure set', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { email: player.email, password: player.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TrpcAnswer>().result?.data).toMatchObject({ account: { email: player.email } });
    expect(res.headers['set-cookie']).toMatch(/sd_session=.+HttpOnly/i);
  });

  it('answers bad requests with their status and no stack trace: bad JSON, a query by POST, an unknown path', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    const queryByPost = await t.app.inject({ method: 'POST', url: '/trpc/auth.me', payload: {} });
    const unknown = await t.app.inject({ method: 'GET', url: '/trpc/nothing.here', headers: bearer(player.token) });
    expect([badJson.statusCode, queryByPost.statusCode, unknown.statusCode]).toEqual([400, 405, 404]);
    // The client's mistakes are named as such, never as a server failure.
    expect(queryByPost.json<TrpcAnswer>().error?.data).toMatchObject({ error: 'method_not_allowed' });
    const badInput = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { email: 'x' } });
    expect(badInput.statusCode).toBe(400);
    expect(badInput.json<TrpcAnswer>().error).toMatchObject({ message: 'Invalid input' });
    for (const res of [badJson, queryByPost, unknown]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json<TrpcAnswer>().error).toBeDefined();
      expect(res.body).not.toMatch(/"stack"|at .+\.(ts|js):\d+/);
    }
  });

  it('refuses a method other than GET and POST with 405 and Allow, and a body of another type with 415, in JSON', async () => {
    for (const method of ['OPTIONS', 'PUT', 'DELETE', 'PATCH'] as const) {
      // A body of a type nobody parses is refused for its method all the same.
      const res = await t.app.inject({
        method,
        url: '/trpc/auth.me',
        headers: { 'content-type': 'application/xml' },
        payload: '<x/>',
      });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD, POST');
      expect(res.json(), method).toEqual({ error: 'method_not_allowed' });
    }
    const asText = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(asText.statusCode).toBe(415);
    expect(asText.headers['content-type']).toMatch(/^application\/json/);
    expect(asText.json<TrpcAnswer>().error?.data).toMatchObject({ error: 'unsupported_media_type' });
  });

  it('answers a batch of any length, and any path under /trpc/ in its own JSON', async () => {
    const paths = Array.from({ length: 6 }, () => ['auth.me', 'games.clock']).flat();
    const batch = paths.join(',');
    expect(batch.length).toBeGreaterThan(100);
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(paths.map((_, i) => [i, {}]))));
    const long = await t.app.inject({
      method: 'GET',
      url: `/trpc/${batch}?batch=1&input=${input}`,
      headers: bearer(player.token),
    });
    expect(long.statusCode).toBe(200);
    expect(long.json<unknown[]>()).toHaveLength(paths.length);

    const nested = await t.app.inject({ method: 'GET', url: '/trpc/games/daily', headers: bearer(player.token) });
    expect(nested.statusCode).toBe(404);
    expect(nested.headers['content-type']).toMatch(/^application\/json/);
    expect(nested.json<TrpcAnswer>().error).toBeDefined();
  });

  it('answers an attempt limit with 429 and Retry-After, as the REST paths do', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/trpc/auth.login',
        remoteAddress: '198.51.100.7',
        payload: { email: player.email, password: 'not-the-password-1A' },
      });
    let res = await login();
    for (let i = 0; i < 20 && res.statusCode === 401; i += 1) res = await login();
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(res.json<TrpcAnswer>().error?.data).toMatchObject({ retryAfter });
  });

  it('reads the procedure from the path whatever the Host header says', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { host: 'a b/%' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<TrpcAnswer>().result?.data).toBeNull();
  });
});
