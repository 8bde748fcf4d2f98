import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../features/accounts/accounts.service';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * Behind a TLS proxy (TRUST_PROXY): the client's address and protocol come from the proxy's
 * X-Forwarded-* headers, and from no one else's. In-process requests with documentation-range
 * addresses: nothing is sent anywhere.
 */
const PROXY = '192.0.2.1';
const STRANGER = '192.0.2.99';
const PASSWORD = 'Quiet-Harbor-93';

const apps: TestApp[] = [];
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3', ...env } });
  apps.push(t);
  await createAccount(t.deps.db, { email: 'ada@example.com', password: PASSWORD });
  return t;
}
afterAll(() => Promise.all(apps.map((t) => t.close())));

let n = 0;
/** A failed login (an e-mail nobody has) from `peer`, with these forwarded headers. */
const failedLogin = (peer: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/login',
  payload: { email: `nobody${(n += 1)}@example.com`, password: 'Whatever-Lamp-1' },
  remoteAddress: peer,
  headers,
});
const goodLogin = (peer: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/login',
  payload: { email: 'ada@example.com', password: PASSWORD },
  remoteAddress: peer,
  headers,
});

async function statusesOf(t: TestApp, requests: InjectOptions[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const request of requests) statuses.push((await t.app.inject(request)).statusCode);
  return statuses;
}

const clients = (count: number) => Array.from({ length: count }, (_, i) => `203.0.113.${i + 10}`);

describe('TRUST_PROXY as the proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: `${PROXY}, 198.51.100.0/24` });
  });

  it('limits each client the proxy forwards on its own, and a client that is not a proxy by its own address', async () => {
    // Four clients through the proxy: four buckets of the limit of 3.
    const forwarded = clients(4).map((client) => failedLogin(PROXY, { 'x-forwarded-for': client }));
    expect(await statusesOf(t, forwarded)).toEqual([401, 401, 401, 401]);
    // One client through the proxy four times: its bucket is spent.
    const oneClient = Array.from({ length: 4 }, () => failedLogin(PROXY, { 'x-forwarded-for': '203.0.113.200' }));
    expect(await statusesOf(t, oneClient)).toEqual([401, 401, 401, 429]);
    // A peer that is not a trusted proxy says it forwards four clients: its own address is counted.
    const spoofed = clients(4).map((client) => failedLogin(STRANGER, { 'x-forwarded-for': client }));
    expect(await statusesOf(t, spoofed)).toEqual([401, 401, 401, 429]);
  });

  it('makes the session cookie Secure when the proxy says the client came over HTTPS', async () => {
    const cookieOf = async (peer: string, proto: string) =>
      String((await t.app.inject(goodLogin(peer, { 'x-forwarded-proto': proto }))).headers['set-cookie']);
    expect(await cookieOf(PROXY, 'https')).toMatch(/;\s*Secure/i);
    expect(await cookieOf(PROXY, 'HTTPS')).toMatch(/;\s*Secure/i); // a scheme's case does not matter
    expect(await cookieOf('198.51.100.7', 'https')).toMatch(/;\s*Secure/i);
    expect(await cookieOf(PROXY, 'http')).not.toMatch(/Secure/i);
    expect(await cookieOf(STRANGER, 'https')).not.toMatch(/Secure/i);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('takes the client address that many hops back, whoever connects', async () => {
    const t = await appWith({ TRUST_PROXY: '1' });
    const forwarded = clients(4).map((client) => failedLogin(PROXY, { 'x-forwarded-for': `198.51.100.1, ${client}` }));
    expect(await statusesOf(t, forwarded)).toEqual([401, 401, 401, 401]);
  });
});

describe('without TRUST_PROXY', () => {
  it('makes the session cookie Secure when PUBLIC_URL is https (TLS ends before the app)', async () => {
    const t = await appWith({ PUBLIC_URL: 'https://spelldown.example' });
    const res = await t.app.inject(goodLogin(PROXY));
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/;\s*Secure/i);
  });
});
