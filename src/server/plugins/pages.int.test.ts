import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID, FORMATTED_TEXTS_ELEMENT_ID, type BootstrapData } from '../../client/app/bootstrap';
import { insertWords, wordSpecs } from '../features/games/games.test-factory';
import { createPlayer, createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let playerToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  playerToken = (await createPlayer(t.deps)).token;
  adminToken = (await createPlayer(t.deps, { roles: ['admin'] })).token;
});
afterAll(() => t.close());

/** The text of the page's `<script id=…>` of JSON. */
const scriptJson = (body: string, id: string) =>
  new RegExp(`<script id="${id}" type="application/json"[^>]*>([^<]*)</script>`).exec(body)?.[1];

const page = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { cookies: { sd_session: token } } : {}) });

describe('server-rendered pages', () => {
  it('renders the login form without JavaScript, with a nonce CSP', async () => {
    const res = await page('/login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<form');
    expect(res.body).toContain('type="email"');
    expect(res.body).toContain('type="password"');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Every inline script carries the nonce.
    for (const tag of res.body.match(/<script(?![^>]*type="application\/json")[^>]*>/g) ?? [])
      expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('sends visitors without a session to /login, and logged-in people away from it, never from a cache', async () => {
    for (const url of ['/', '/daily', '/archive?month=202406', '/training', '/password']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(302);
      // The page asked for comes back after the login (but home, which is where a login goes anyway).
      expect(res.headers.location).toBe(url === '/' ? '/login' : `/login?next=${encodeURIComponent(url)}`);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    // Kept by the browser, this answer would send a logged-out player from /login to / and back on Back.
    const res = await page('/login', playerToken);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('renders a logged-in page with the menu, its drawer and help panel empty until opened', async () => {
    const res = await page('/daily', playerToken);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('aria-controls="app-drawer"');
    // Nobody can open a panel before the page has hydrated: closed, they are neither rendered nor sent.
    expect(res.body).toMatch(/<div id="app-drawer"[^>]*hidden=""><\/div>/);
    expect(res.body).toMatch(/<div id="help-panel"[^>]*hidden=""><\/div>/);
    expect(res.body).not.toContain('You&#x27;re logged in as:');
    // The drawer shows the account (and the Admin link to staff) from the page's bootstrap data.
    const account = (body: string) =>
      (JSON.parse(scriptJson(body, BOOTSTRAP_ELEMENT_ID) ?? 'null') as BootstrapData | null)?.account;
    expect(account(res.body)?.roles).toEqual([]);
    expect(account((await page('/daily', adminToken)).body)?.roles).toEqual(['admin']);
  });

  it('sends the daily page whole, with the texts it formatted for the browser to hydrate with', async () => {
    await insertWords(t.deps.db, wordSpecs(6, 'pg')); // a bank for today's game
    await page('/daily', playerToken); // makes today's game, as the scheduler would have
    const res = await page('/daily', playerToken);
    expect(res.statusCode).toBe(200);
    // Its data came within the grace period: no part left to stream in after the shell, and the page goes
    // out as one body of a known length (not streamed in chunks).
    expect(res.body).not.toMatch(/<div hidden id="S:\d+"/);
    expect(res.body).not.toContain('<!--$!-->'); // no part left for the browser to render
    expect(res.body.startsWith('<!DOCTYPE html><html')).toBe(true);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
    expect(res.headers['transfer-encoding']).toBeUndefined();
    const json = scriptJson(res.body, FORMATTED_TEXTS_ELEMENT_ID);
    const formatted = JSON.parse(json ?? 'null') as Record<string, string>;
    const dates = Object.entries(formatted).filter(([key]) => key.startsWith('en|date:long:'));
    expect(dates.length).toBeGreaterThan(0);
    for (const [, text] of dates) expect(res.body).toContain(text);
  });

  it('answers unknown paths with the Oopsy daisy page and HTTP 404', async () => {
    for (const url of ['/nope', '/favicon.ico', '/games', '/admin-x']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Oopsy daisy.');
      expect(res.body).toContain('It seems the page you&#x27;re looking for doesn&#x27;t exist!');
    }
  });

  it('renders the not-found page on the server for an unknown record, with HTTP 404', async () => {
    for (const [url, token] of [
      ['/games/00000000-0000-4000-8000-000000000000', playerToken],
      ['/games/not-a-uuid', playerToken],
      ['/admin/words/00000000-0000-4000-8000-000000000000', adminToken],
      ['/admin/games/00000000-0000-4000-8000-000000000000', adminToken],
    ] as const) {
      const res = await page(url, token);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Oopsy daisy.');
      expect(res.body, url).not.toMatch(/Switched to client rendering|\n\s+at /);
    }
  });

  it('shows the first page of a staff list whose address holds a malformed cursor', async () => {
    const first = await page('/admin/accounts', adminToken);
    const firstRows = first.body.match(/<tbody[\s\S]*<\/tbody>/)?.[0];
    expect(firstRows).toBeTruthy();
    for (const url of [
      '/admin/accounts?after=%00',
      `/admin/accounts?after=${'a'.repeat(500)}`,
      '/admin/games?after=not-a-date',
      '/admin/sessions?after=yesterday',
      '/admin/wait-listers?after=%00',
      '/admin/words?after=%00',
      `/admin/words?problematic=true&after=${'w'.repeat(300)}`,
    ]) {
      const res = await page(url, adminToken);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('Oopsy daisy.');
      // Numbered as the first page it is, with no way back to it.
      expect(res.body, url).toContain('<span>Page 1</span>');
      expect(res.body, url).not.toContain('First Page');
      if (url.startsWith('/admin/accounts')) expect(res.body.match(/<tbody[\s\S]*<\/tbody>/)?.[0], url).toBe(firstRows);
    }
  });

  it('answers the admin area with 401 without a session and 403 for a player', async () => {
    expect((await page('/admin')).statusCode).toBe(401);
    expect((await page('/admin/words', playerToken)).statusCode).toBe(403);
    expect((await page('/admin', adminToken)).statusCode).toBe(200);
  });

  it('never takes a login form posted natively (before the scripts ran): back to the page, nothing logged in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.co&password=Secret123',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('renders the login button disabled until the page is hydrated', async () => {
    const res = await page('/login');
    expect(res.body).toMatch(/<button type="submit" class="button full" disabled="">/);
    expect(res.body).toContain('method="post"');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found' });
  });
});

describe('health', () => {
  it('reports the process and the database', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
