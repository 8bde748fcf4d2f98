import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { authenticate } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const live = async (token: string) => (await authenticate(t.deps, token)) !== null;
const setCookies = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat().map(String);
const clears = (res: { headers: Record<string, unknown> }, name: string) =>
  setCookies(res).some((cookie) => new RegExp(`^${name}=;.*Max-Age=0`, 'i').test(cookie));

describe('a logout the browser kept (pressed offline, no service worker)', () => {
  it('ends its session before the page reads the cookie: the page renders for nobody, both cookies cleared', async () => {
    const { token, email } = await createPlayer(t.deps);
    const res = await t.app.inject({
      method: 'GET',
      url: '/training',
      cookies: { sd_session: token, sd_logout: token },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?next=%2Ftraining');
    expect(res.body).not.toContain(email);
    expect(await live(token)).toBe(false);
    expect(clears(res, 'sd_logout')).toBe(true);
    expect(clears(res, 'sd_session')).toBe(true);
  });

  it('ends it whichever request comes first: an API call with that bearer is refused', async () => {
    const { token } = await createPlayer(t.deps);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/games/daily',
      headers: bearer(token),
      cookies: { sd_logout: token },
    });
    expect(res.statusCode).toBe(401);
    expect(await live(token)).toBe(false);
    expect(clears(res, 'sd_logout')).toBe(true);
  });

  it("ends only the session it names: another player's page cookie stays, and renders their page", async () => {
    const gone = await createPlayer(t.deps);
    const next = await createPlayer(t.deps);
    const res = await t.app.inject({
      method: 'GET',
      url: '/training',
      cookies: { sd_session: next.token, sd_logout: gone.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(next.email);
    expect([await live(gone.token), await live(next.token)]).toEqual([false, true]);
    expect(clears(res, 'sd_logout')).toBe(true);
    expect(clears(res, 'sd_session')).toBe(false);
  });

  it.each([
    ['unknown', 'not-a-session-token'],
    ['empty', ''],
  ])('an %s one ends nothing and is cleared', async (_, value) => {
    const other = await createPlayer(t.deps);
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg', cookies: { sd_logout: value } });
    expect(res.statusCode).toBe(200);
    expect(await live(other.token)).toBe(true);
    expect(clears(res, 'sd_logout')).toBe(true);
  });

  it('serves every request of one page load that carries it, clearing it from each', async () => {
    const { token } = await createPlayer(t.deps);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'GET', url: '/favicon.svg', cookies: { sd_logout: token } }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.every((res) => clears(res, 'sd_logout'))).toBe(true);
    expect(await live(token)).toBe(false);
  });
});
