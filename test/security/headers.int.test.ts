import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import inject from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ADMIN, SESSION_COOKIE } from '../../src/shared/constants';
import { PAGE_ROUTES } from '../../src/shared/routes';
import { createPlayer, createTestApp, type TestApp } from '../support/test-app';
import { fillUrl, leaksIn, listProcedures, listRestRoutes, mintSession, trpcRequest } from './harness';

/**
 * Product §10: every HTML answer, whatever the page, status or visitor, carries a nonce-based CSP
 * (no inline script without the nonce, object-src/base-uri/frame-ancestors 'none'), nosniff, a
 * Referrer-Policy and COOP; HSTS of a year when served over HTTPS (and not over plain HTTP).
 */
let t: TestApp;
const cookies: Record<string, Record<string, string>> = { anonymous: {} };
let htmlAnswers = 0;
let adminAccount: { id: string; email: string; password: string };

beforeAll(async () => {
  t = await createTestApp();
  cookies.player = { [SESSION_COOKIE]: (await createPlayer(t.deps)).token };
  const admin = await createPlayer(t.deps, { roles: [ROLE_ADMIN] });
  cookies.admin = { [SESSION_COOKIE]: admin.token };
  adminAccount = { id: admin.account.id, email: admin.email, password: admin.password };
});
afterAll(async () => {
  console.info(`headers: ${htmlAnswers} HTML answers checked`);
  await t.close();
});

/** Every page of the table (parameters filled), and a path that is no page (the 404 page). */
const PAGES = [
  ...PAGE_ROUTES.map((r) => fillUrl(r.pattern, () => '00000000-0000-4000-8000-000000000000')),
  '/no-such-page',
];

/** What is wrong with one HTML answer's headers and scripts. */
function problemsOf(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const csp = String(res.headers['content-security-policy'] ?? '');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0]!, parts.slice(1)]),
  );
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src') ?? [];
  const nonce = /^'nonce-([A-Za-z0-9+/=_-]{16,})'$/.exec(scriptSrc.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];
  if (!nonce) problems.push(`no script nonce in CSP "${csp}"`);
  if (scriptSrc.includes("'unsafe-inline'") || scriptSrc.includes("'unsafe-eval'")) problems.push('unsafe script-src');
  for (const name of ['object-src', 'base-uri', 'frame-ancestors']) {
    if (directives.get(name)?.join(' ') !== "'none'") problems.push(`${name} is not 'none'`);
  }
  for (const [, attributes = '', content = ''] of res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\btype="application\/json"/.test(attributes)) {
      // A data block is never run (CSP does not apply), but its text must not be able to close the tag.
      if (content.includes('<')) problems.push(`a JSON data block with a raw "<": <script${attributes}>`);
    } else if (!nonce || !attributes.includes(`nonce="${nonce}"`)) {
      problems.push(`a script without the nonce: <script${attributes}>`);
    }
  }
  if (/\son[a-z]+\s*=\s*["']/i.test(res.body.replace(/<script\b[\s\S]*?<\/script>/gi, ''))) {
    problems.push('an inline event handler attribute');
  }
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (!res.headers['referrer-policy']) problems.push('no Referrer-Policy');
  if (res.headers['cross-origin-opener-policy'] !== 'same-origin') problems.push('no COOP same-origin');
  return problems;
}

describe('security headers (product §10.6)', () => {
  it('are on every HTML answer, for every page and every visitor, and each answer has its own nonce', async () => {
    const problems: string[] = [];
    const nonces = new Set<string>();
    for (const url of PAGES) {
      for (const [role, cookie] of Object.entries(cookies)) {
        const res = await t.app.inject({ method: 'GET', url, cookies: cookie });
        if (!String(res.headers['content-type']).startsWith('text/html')) continue; // redirects
        htmlAnswers += 1;
        for (const problem of problemsOf(res)) problems.push(`${url} as ${role} (${res.statusCode}): ${problem}`);
        if (res.headers['strict-transport-security']) problems.push(`${url}: HSTS over plain HTTP`);
        nonces.add(/'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1] ?? '');
      }
    }
    expect(problems).toEqual([]);
    expect(htmlAnswers).toBeGreaterThanOrEqual(PAGES.length * 2);
    expect(nonces.size).toBe(htmlAnswers);
  });

  it('send HSTS of at least a year over HTTPS', async () => {
    // Fastify reads the scheme off the socket: inject on a socket that says it is TLS.
    const overTls = (req: IncomingMessage, res: ServerResponse) => {
      (req.socket as { encrypted?: boolean }).encrypted = true;
      t.app.routing(req, res);
    };
    for (const url of ['/login', '/', '/api/games/daily']) {
      const res = await inject(overTls, { method: 'GET', url });
      const hsts = String(res.headers['strict-transport-security'] ?? '');
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${url}: "${hsts}"`).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    }
  });

  it('put nosniff, a Referrer-Policy and COOP on JSON answers too', async () => {
    for (const url of ['/api/games/daily', '/trpc/auth.me', '/api/no-such-path', '/healthz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBeTruthy();
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});

describe('API answers and errors', () => {
  it('keep every API answer out of caches (no-store), logins and their tokens first', async () => {
    const problems: string[] = [];
    const noStore = (res: LightMyRequestResponse) => /\bno-store\b/.test(String(res.headers['cache-control'] ?? ''));
    const logins = [
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: adminAccount.email, password: adminAccount.password },
      }),
      await t.app.inject(trpcRequest('auth.login', 'mutation', adminAccount)),
    ];
    for (const res of logins) {
      expect(res.statusCode).toBe(200);
      if (!noStore(res)) problems.push(`a login answer: cache-control "${String(res.headers['cache-control'])}"`);
    }
    // Every procedure and every /api path, as staff (each with a session of its own: some end it).
    let answers = 0;
    for (const procedure of listProcedures().filter((p) => p.type !== 'subscription')) {
      const token = await mintSession(t.deps, adminAccount.id);
      const res = await t.app.inject(trpcRequest(procedure.path, procedure.type, undefined, token));
      answers += 1;
      if (!noStore(res))
        problems.push(`${procedure.path} (${res.statusCode}): "${String(res.headers['cache-control'])}"`);
    }
    for (const route of listRestRoutes(t.app)) {
      const token = await mintSession(t.deps, adminAccount.id);
      const res = await t.app.inject({
        method: route.method as 'GET' | 'POST' | 'DELETE',
        url: fillUrl(route.url, () => '00000000-0000-4000-8000-000000000000'),
        headers: { authorization: `Bearer ${token}` },
      });
      answers += 1;
      const name = `${route.method} ${route.url} (${res.statusCode})`;
      if (!noStore(res)) problems.push(`${name}: "${String(res.headers['cache-control'])}"`);
    }
    expect(problems).toEqual([]);
    expect(answers).toBeGreaterThan(50);
  });

  it.each([
    ['GET', '/%ff'],
    ['GET', '/api/%ff'],
    ['GET', '/trpc/%ff'],
    ['GET', '/audio/%ff'],
    ['GET', '/join/%E0%A4%A'],
    ['PUT', '/login'],
    ['DELETE', '/'],
    ['OPTIONS', '/daily'],
  ] as const)("answer %s %s with the app's error shape and the security headers", async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json<{ errors?: { code: string; message: string }[]; error?: string }>();
    const shaped =
      typeof body.error === 'string' ||
      (Array.isArray(body.errors) &&
        body.errors.every((e) => typeof e.code === 'string' && typeof e.message === 'string'));
    expect(shaped, res.body).toBe(true);
    expect(leaksIn(res.body)).toEqual([]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('requests Node cannot read', () => {
  /** Sends raw bytes to the listening app and reads what comes back until the connection closes. */
  async function rawExchange(request: string): Promise<{ status: number; headers: Map<string, string>; body: string }> {
    const address = t.app.server.address() as AddressInfo;
    const socket = connect(address.port, '127.0.0.1');
    socket.write(request);
    let text = '';
    for await (const chunk of socket) text += String(chunk);
    const [head = '', body = ''] = text.split('\r\n\r\n');
    const [statusLine = '', ...lines] = head.split('\r\n');
    const headers = new Map(
      lines.map((line) => [line.split(':')[0]!.toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  beforeAll(() => t.app.listen({ port: 0, host: '127.0.0.1' }));

  it.each([
    ['a malformed request line', 'GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['headers over the size limit', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])("answers %s in the app's error shape, with the security headers", async (_name, request, status) => {
    const res = await rawExchange(request);
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body)).toEqual({
      errors: [{ code: 'invalid.input', message: 'The request could not be read.' }],
    });
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(res.body)));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
