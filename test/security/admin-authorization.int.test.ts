import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPlayer, createTestApp, type TestApp } from '../support/test-app';
import { appRouter } from '../../src/server/trpc/router';

/**
 * Generated from the router and the HTTP app, not from a list: every `admin.*` procedure and every
 * `/api/admin/*` path registered now or later must answer 401 without a session, 403 to a player,
 * and neither to an admin (an empty input may well be a 400 there).
 */
let t: TestApp;
let playerToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  playerToken = (await createPlayer(t.deps)).token;
  adminToken = (await createPlayer(t.deps, { roles: ['admin'] })).token;
});
afterAll(() => t.close());

// At run time `_def.procedures` is flat (`admin.accounts.list` → procedure), though typed as the nested record.
const ADMIN_PROCEDURES = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
)
  .filter(([path]) => path.startsWith('admin.'))
  .map(([path, procedure]) => ({ path, type: procedure._def.type }));

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every route of the app as `{method, url}`, read from Fastify's own route tree. */
function registeredRoutes(app: FastifyInstance): { method: HTTPMethods; url: string }[] {
  const routes: { method: HTTPMethods; url: string }[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = url;
    for (const method of (match[3] ?? '').split(', ')) routes.push({ method, url });
  }
  return routes;
}

function adminRestRoutes(app: FastifyInstance) {
  return registeredRoutes(app).filter(
    (route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD' && !route.url.includes('*'),
  );
}

async function callProcedure(path: string, type: string, token?: string) {
  const headers = token ? bearer(token) : {};
  const res =
    type === 'query'
      ? await t.app.inject({ method: 'GET', url: `/trpc/${path}`, headers })
      : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: {} });
  return res.statusCode;
}

async function callRest(route: { method: HTTPMethods; url: string }, token?: string) {
  const url = route.url.replace(/:[A-Za-z]+/g, SOME_ID);
  const res = await t.app.inject({
    method: route.method,
    url,
    headers: token ? bearer(token) : {},
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
  return { status: res.statusCode, body: res.body };
}

describe('admin authorization, generated from the router', () => {
  it('finds the admin procedures and REST paths to check', () => {
    const paths = ADMIN_PROCEDURES.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['admin.accounts.list', 'admin.games.byId', 'admin.sessions.end']));
    const rest = adminRestRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect(rest).toEqual(
      expect.arrayContaining(['GET /api/admin/accounts', 'POST /api/admin/accounts', 'GET /api/admin/games/:gameId']),
    );
  });

  it.each(ADMIN_PROCEDURES)(
    '$path ($type): 401 without a session, 403 for a player, allowed for an admin',
    async ({ path, type }) => {
      expect(await callProcedure(path, type), 'no session').toBe(401);
      expect(await callProcedure(path, type, playerToken), 'player').toBe(403);
      const asAdmin = await callProcedure(path, type, adminToken);
      expect([401, 403], `admin got ${asAdmin}`).not.toContain(asAdmin);
      expect(asAdmin, 'admin').toBeLessThan(500);
    },
  );

  it('checks every /api/admin/* path registered on the app the same way', async () => {
    const routes = adminRestRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const anonymous = await callRest(route);
      expect(anonymous.status, `${name} without a session`).toBe(401);
      expect(JSON.parse(anonymous.body), name).toEqual({ error: 'unauthorized' });
      const player = await callRest(route, playerToken);
      expect(player.status, `${name} as a player`).toBe(403);
      expect(JSON.parse(player.body), name).toEqual({ error: 'forbidden' });
      const admin = await callRest(route, adminToken);
      expect([401, 403], `${name} as an admin got ${admin.status}`).not.toContain(admin.status);
      expect(admin.status, `${name} as an admin`).toBeLessThan(500);
    }
  });

  it('refuses a bearer that is not a session, and ignores the page cookie on API calls', async () => {
    const forged = await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: bearer('x'.repeat(43)) });
    expect(forged.statusCode).toBe(401);
    const cookieOnly = await t.app.inject({
      method: 'GET',
      url: '/api/admin/accounts',
      cookies: { sd_session: adminToken },
    });
    expect(cookieOnly.statusCode).toBe(401);
  });
});
