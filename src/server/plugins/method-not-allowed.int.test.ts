import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillUrl, listRestRoutes } from '../../../test/security/harness';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const anId = () => '00000000-0000-4000-8000-000000000000';

describe('a method a REST path does not take', () => {
  it('answers 405 with the methods the path takes in Allow, as /trpc does, for every path', async () => {
    const served = new Map<string, Set<string>>();
    for (const route of listRestRoutes(t.app)) {
      const url = fillUrl(route.url, anId);
      served.set(url, (served.get(url) ?? new Set()).add(route.method));
    }
    expect(served.size).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const [url, methods] of served) {
      const allow = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].sort().join(', ');
      for (const method of METHODS.filter((m) => !methods.has(m))) {
        const res = await t.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: '{}' });
        const answer = `${res.statusCode} allow=${String(res.headers.allow)} ${res.body}`;
        const expected = `405 allow=${allow} {"error":"method_not_allowed"}`;
        if (answer !== expected) problems.push(`${method} ${url}: ${answer}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('reads the path as the router does: a query string is no part of it, a trailing slash is another path', async () => {
    const withQuery = await t.app.inject({ method: 'PUT', url: '/api/games/daily?x=1' });
    expect([withQuery.statusCode, withQuery.headers.allow]).toEqual([405, 'GET, HEAD']);
    const slashed = await t.app.inject({ method: 'PUT', url: '/api/games/daily/' });
    expect([slashed.statusCode, slashed.json()]).toEqual([404, { error: 'not_found' }]);
  });

  it('refuses HEAD where only POST is taken, and answers HEAD where GET is', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/login' });
    expect([head.statusCode, head.headers.allow]).toEqual([405, 'POST']);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/games/daily' })).statusCode).toBe(401);
  });

  it('leaves an unknown path a 404, whatever the method', async () => {
    for (const method of METHODS) {
      const res = await t.app.inject({ method, url: '/api/nothing-here' });
      expect([res.statusCode, res.json(), res.headers.allow]).toEqual([404, { error: 'not_found' }, undefined]);
    }
  });

  it('still answers the method a path takes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/games/daily' });
    expect(res.statusCode).toBe(401);
  });
});
