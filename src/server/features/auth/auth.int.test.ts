import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, callerFor, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { findAccountByEmail, replaceOutdatedPasswordHash } from '../accounts';
import { createAccount } from '../accounts/accounts.service';
import { authenticate, hashSessionToken } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.deps.db, { email: 'ada@example.com', password: 'Lovelace1', roles: [] });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('POST /api/login', () => {
  it('trims and lower-cases the e-mail and answers the session with a bearer token', async () => {
    const res = await login('  ADA@Example.com ', 'Lovelace1');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: string; account: { email: string; roles: string[] }; createdAt: string }>();
    expect(body.account).toMatchObject({ email: 'ada@example.com', roles: [] });
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(res.headers['set-cookie']).toMatch(/sd_session=.+HttpOnly/i);
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it('gives one answer for an unknown e-mail and a wrong password', async () => {
    const wrong = await login('ada@example.com', 'nope-Nope1');
    const unknown = await login('nobody@example.com', 'nope-Nope1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ error: 'login_failed' });
  });

  it('rejects malformed input with a 400 listing the fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    const codes = res.json<{ errors: { code: string }[] }>().errors.map((e) => e.code);
    expect(codes).toEqual(expect.arrayContaining(['invalid.email', 'invalid.password']));
  });

  it('keeps only a hash of the token in the database, and a new token at every login', async () => {
    const first = (await login('ada@example.com', 'Lovelace1')).json<{ id: string }>().id;
    const second = (await login('ada@example.com', 'Lovelace1')).json<{ id: string }>().id;
    expect(first).not.toBe(second);
    const rows = await t.deps.db.selectFrom('sessions').select(['token_hash']).execute();
    const stored = rows.map((r) => r.token_hash);
    expect(stored).toContain(hashSessionToken(first));
    expect(stored).not.toContain(first);
  });

  it('hashes a password stored with older parameters again at its next login, keeping its sessions', async () => {
    const email = 'grace@example.com';
    const older = await hash('Hopper-Cobol-59', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const account = () =>
      t.deps.db
        .selectFrom('accounts')
        .select(['password_hash', 'password_changed_at'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    await createAccount(t.deps.db, { email, password: 'Hopper-Cobol-59', roles: [] });
    await t.deps.db.updateTable('accounts').set({ password_hash: older }).where('email', '=', email).execute();
    const before = await account();

    const first = (await login(email, 'Hopper-Cobol-59')).json<{ id: string }>().id;
    await vi.waitFor(async () =>
      expect((await account()).password_hash).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/),
    );
    expect((await account()).password_changed_at).toEqual(before.password_changed_at);
    expect(await authenticate(t.deps, first)).not.toBeNull();
    expect((await login(email, 'Hopper-Cobol-59')).statusCode).toBe(200);
    expect((await login(email, 'Hopper-Cobol-58')).statusCode).toBe(401);

    // A hash that changed meanwhile (a password change between the login and its rehash) is kept.
    const current = (await account()).password_hash;
    await replaceOutdatedPasswordHash(t.deps.db, (await findAccountByEmail(t.deps.db, email))!.id, older, 'stale');
    expect((await account()).password_hash).toBe(current);
  });
});

describe('POST /api/logout', () => {
  it('ends the session: the token stops working', async () => {
    const { token } = await createPlayer(t.deps);
    const me = () => t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: bearer(token) });
    expect((await me()).json<{ result: { data: unknown } }>().result.data).not.toBeNull();
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(204);
    expect((await me()).json<{ result: { data: unknown } }>().result.data).toBeNull();
  });

  const live = async (token: string) => (await authenticate(t.deps, token)) !== null;
  const clearsCookie = (res: { headers: Record<string, unknown> }) =>
    /sd_session=;.*Max-Age=0/i.test(String(res.headers['set-cookie']));

  it.each([
    ['POST', '/api/logout'],
    ['POST', '/trpc/auth.logout'],
  ] as const)('%s %s ends the session of a page cookie whose bearer the browser lost', async (method, url) => {
    const { token } = await createPlayer(t.deps);
    const res = await t.app.inject({
      method,
      url,
      cookies: { sd_session: token },
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await live(token)).toBe(false);
    expect(clearsCookie(res)).toBe(true);
  });

  it('ends both sessions when the bearer and the cookie name different ones, and clears the cookie', async () => {
    const player = await createPlayer(t.deps);
    const cookieSession = (await login(player.email, player.password)).json<{ id: string }>().id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(player.token),
      cookies: { sd_session: cookieSession },
    });
    expect(res.statusCode).toBe(204);
    expect([await live(player.token), await live(cookieSession)]).toEqual([false, false]);
    expect(clearsCookie(res)).toBe(true);
  });

  it.each([
    ['another site of the same domain', { 'sec-fetch-site': 'same-site' }],
    ['another site', { 'sec-fetch-site': 'cross-site' }],
    ['a page of another origin, in a browser without Sec-Fetch-Site', { origin: 'https://evil.example' }],
    ['a sandboxed page', { origin: 'null' }],
  ])('ends no session by the cookie alone when the request comes from %s (a forged form)', async (_, headers) => {
    const { token } = await createPlayer(t.deps);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { sd_session: token },
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'x=1',
    });
    expect(res.statusCode).toBe(204);
    expect(await live(token)).toBe(true);
    expect(res.headers['set-cookie']).toBeUndefined(); // nor is the cookie cleared
  });

  it("takes the cookie from this site's own pages", async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { origin: 'http://localhost:80' }]) {
      const { token } = await createPlayer(t.deps);
      const res = await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { sd_session: token }, headers });
      expect(res.statusCode).toBe(204);
      expect(await live(token), JSON.stringify(headers)).toBe(false);
    }
  });

  it('takes the cookie from a page of PUBLIC_URL behind a proxy that ends TLS or rewrites Host', async () => {
    // The scheme in any case: HTTPS:// is https:// (the cookie is Secure either way).
    const proxied = await createTestApp({ env: { PUBLIC_URL: 'HTTPS://spell.example.com' } });
    try {
      const { token } = await createPlayer(proxied.deps);
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/logout',
        cookies: { sd_session: token },
        headers: { origin: 'https://spell.example.com', host: 'app-upstream:3000' },
      });
      expect(res.statusCode).toBe(204);
      expect((await authenticate(proxied.deps, token)) !== null).toBe(false);
      expect(String(res.headers['set-cookie'])).toMatch(/sd_session=;.*Secure/i);
    } finally {
      await proxied.close();
    }
  });

  it("ends no one else's session with a cookie it does not hold", async () => {
    const other = await createPlayer(t.deps);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { sd_session: 'not-a-token' } });
    expect(res.statusCode).toBe(204);
    expect(await live(other.token)).toBe(true);
  });
});

describe('base procedures', () => {
  it('answers 401 without a session and 403 without role admin', async () => {
    const player = await createPlayer(t.deps);
    const admin = await createPlayer(t.deps, { roles: ['admin'] });
    const anonymous = await callerFor(t.deps);
    await expect(anonymous.auth.restoreCookie()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await (await callerFor(t.deps, player.token)).auth.me()).toMatchObject({ roles: [] });
    expect(await (await callerFor(t.deps, admin.token)).auth.me()).toMatchObject({ roles: ['admin'] });
  });

  it('does not accept the page cookie as API authority', async () => {
    const { token } = await createPlayer(t.deps);
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.restoreCookie',
      payload: {},
      cookies: { sd_session: token },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the per-minute limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      let retryAfter: string | undefined;
      for (let i = 0; i < 5; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'x@example.com', password: 'Whatever1' },
        });
        statuses.push(res.statusCode);
        const header = res.headers['retry-after'];
        retryAfter ??= typeof header === 'string' ? header : undefined;
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const from = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/waiting-list',
          payload: { email: `someone-${remoteAddress.replaceAll(':', '-')}@example.com` },
          remoteAddress,
        });
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i += 1) statuses.push((await from(`2001:db8:1:2::${i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect((await from('2001:db8:1:3::1')).statusCode).toBe(200);
      // The same IPv4 client written as IPv4-mapped IPv6 is one client too.
      for (let i = 0; i < 3; i += 1) await from('192.0.2.44');
      expect((await from('::ffff:192.0.2.44')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
