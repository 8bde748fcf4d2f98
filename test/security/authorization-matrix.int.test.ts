import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/shared/constants';
import { addDays } from '../../src/shared/dates';
import { PAGE_ROUTES, type RouteAccess } from '../../src/shared/routes';
import { loginPathFor } from '../../src/shared/return-to';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  fillUrl,
  leaksIn,
  listProcedures,
  listRestRoutes,
  liveToken,
  trpcRequest,
  type Access,
  type RestInfo,
} from './harness';
import { buildWorld, ROLES, type Role, type World } from './security-fixtures';

/**
 * Product §10: the authorization matrix, generated from the router (every procedure), from Fastify's
 * route tree (every /api path) and from the page table (every page), walked as nobody, a player,
 * another player and an admin. 401 and 403 must come before any validation, so each protected cell
 * is tried with no input, an empty one and a malformed one. Then: a player never reads another
 * player's submission, guesses or training history, whatever ids or cursors they send.
 */
let t: TestApp;
let world: World;
let cells = 0;
const problems: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.deps);
});
afterAll(async () => {
  console.info(`authorization matrix: ${cells} cells checked`);
  await t.close();
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const PROCEDURES = listProcedures();

async function tokenOf(role: Role): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  const actor = world.actors[role];
  // A logout cell ends the session it ran with: the next cell gets a new one for the same account.
  actor.token = await liveToken(t.deps, actor.accountId, actor.token);
  return actor.token;
}

type Expectation = 'allowed' | 401 | 403;

function expectationFor(access: Access, role: Role): Expectation {
  if (access === 'public') return 'allowed';
  if (role === 'anonymous') return 401;
  if (access === 'admin' && role !== 'admin') return 403;
  return 'allowed';
}

/** Records what is wrong with one cell's answer (all cells run; the test lists every problem at once). */
function check(name: string, res: LightMyRequestResponse, expected: Expectation): void {
  cells += 1;
  const status = res.statusCode;
  if (expected === 'allowed') {
    if (status === 401 || status === 403) problems.push(`${name}: ${status}, expected to be allowed`);
  } else if (status !== expected) {
    problems.push(`${name}: ${status}, expected ${expected}`);
  }
  if (status >= 500) problems.push(`${name}: ${status} ${res.body.slice(0, 200)}`);
  const leaks = leaksIn(res.body);
  if (leaks.length > 0) problems.push(`${name}: the answer carries ${leaks.join(', ')}`);
}

/** No input, an empty object, a value of the wrong type, and fields of the wrong types. */
function inputsFor(fields: string[]): unknown[] {
  const wrong = Object.fromEntries([...fields, 'extra'].map((field) => [field, [{ $ne: 1 }]]));
  return [undefined, {}, 'not an object', wrong];
}

describe('authorization matrix (product §10.5), generated from the routers', () => {
  it('finds what it must walk', () => {
    const paths = PROCEDURES.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['auth.login', 'games.submit', 'training.history', 'admin.accounts.create']),
    );
    // Every name of the public list is a real procedure (a rename must not silently make one protected).
    for (const name of ['auth.login', 'auth.logout', 'auth.me', 'account.join', 'account.resetPassword']) {
      expect(paths).toContain(name);
    }
    const rest = listRestRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect(rest).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'GET /api/games/daily',
        'POST /api/games/:gameId/submissions',
        'POST /api/training/words/:wordId/guesses',
        'DELETE /api/admin/sessions/:sessionId',
      ]),
    );
  });

  it('answers every procedure as its role allows, with 401/403 before any validation', async () => {
    problems.length = 0;
    for (const procedure of PROCEDURES) {
      if (procedure.type === 'subscription') continue;
      for (const role of ROLES) {
        const expected = expectationFor(procedure.access, role);
        for (const [i, input] of inputsFor(procedure.fields).entries()) {
          const res = await t.app.inject(trpcRequest(procedure.path, procedure.type, input, await tokenOf(role)));
          check(`${procedure.path} as ${role} (input ${i})`, res, expected);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers every /api path as its role allows, with 401/403 before any validation', async () => {
    problems.length = 0;
    const routes = listRestRoutes(t.app);
    for (const route of routes) {
      for (const role of ROLES) {
        const expected = expectationFor(route.access, role);
        for (const variant of ['plain', 'malformed', 'unreadable'] as const) {
          if (variant === 'unreadable' && route.method === 'GET') continue;
          const res = await t.app.inject(restRequest(route, variant, await tokenOf(role)));
          check(`${route.method} ${route.url} as ${role} (${variant})`, res, expected);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers every page as its role allows (redirect to /login, 401, 403)', async () => {
    problems.length = 0;
    for (const page of PAGE_ROUTES) {
      const url = fillUrl(page.pattern, (name) => pageParam(name));
      for (const role of ROLES) {
        const token = await tokenOf(role);
        const res = await t.app.inject({
          method: 'GET',
          url,
          ...(token ? { cookies: { [SESSION_COOKIE]: token } } : {}),
        });
        cells += 1;
        const name = `page ${url} as ${role}`;
        const expected = pageExpectation(page.access, role, url);
        const got =
          res.statusCode >= 300 && res.statusCode < 400 ? `${res.statusCode} ${res.headers.location}` : res.statusCode;
        if (expected === 'allowed') {
          if (![200, 404].includes(res.statusCode)) problems.push(`${name}: ${got}, expected the page`);
        } else if (got !== expected) {
          problems.push(`${name}: ${got}, expected ${expected}`);
        }
        if (leaksIn(res.body).length > 0) problems.push(`${name}: the page carries ${leaksIn(res.body).join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("a player never reads another player's submission, guesses or training history", () => {
  /** Everything of A (and of the word bank) that B must never see: guesses, spellings, A's e-mail and id. */
  function secretsIn(body: string): string[] {
    const secrets = [
      ...world.playerGuesses,
      ...world.spellings.values(),
      world.actors.player.email,
      world.actors.player.accountId,
    ];
    return secrets.filter((secret) => body.includes(secret));
  }

  /** Inputs made of A's identifiers: A's games, the words A answered or is being served, A's history cursors. */
  function inputsWithPlayersIds(): unknown[] {
    const gameIds = [world.todayGameId, world.pastGameId];
    const wordIds = [...world.trainedWordIds, world.currentTrainingWordId ?? SOME_ID];
    const cursors = [...world.attemptIds, String(Math.max(...world.attemptIds.map(Number)) + 1)];
    const months = [world.today.slice(0, 6), addDays(world.today, -1).slice(0, 6)];
    const n = Math.max(gameIds.length, wordIds.length, cursors.length);
    const inputs: unknown[] = [undefined, {}];
    for (let i = 0; i < n; i += 1) {
      inputs.push({
        gameId: gameIds[i % gameIds.length],
        wordId: wordIds[i % wordIds.length],
        cursor: cursors[i % cursors.length],
        yearAndMonth: months[i % months.length],
        limit: 50,
      });
    }
    return inputs;
  }

  it("shows A's own answers to A (the check can see them)", async () => {
    const token = await tokenOf('player');
    const game = await t.app.inject(trpcRequest('games.byId', 'query', { gameId: world.todayGameId }, token));
    expect(game.json<{ result: { data: { hasSubmission: boolean } } }>().result.data.hasSubmission).toBe(true);
    expect(secretsIn(game.body).length).toBeGreaterThan(0);
    const history = await t.app.inject(trpcRequest('training.history', 'query', { limit: 50 }, token));
    expect(history.json<{ result: { data: { items: unknown[] } } }>().result.data.items).toHaveLength(4);
    expect(secretsIn(history.body).length).toBeGreaterThan(0);
  });

  it("gives B nothing of A's through any query procedure, whatever ids or cursors B sends", async () => {
    const found: string[] = [];
    const queries = PROCEDURES.filter((p) => p.type === 'query' && p.access !== 'admin');
    expect(queries.map((q) => q.path)).toEqual(expect.arrayContaining(['games.byId', 'training.history']));
    for (const procedure of queries) {
      for (const input of inputsWithPlayersIds()) {
        const res = await t.app.inject(trpcRequest(procedure.path, 'query', input, await tokenOf('otherPlayer')));
        cells += 1;
        const secrets = secretsIn(res.body);
        if (secrets.length > 0) found.push(`${procedure.path}(${JSON.stringify(input)}): ${secrets.join(', ')}`);
        if (res.statusCode >= 500) found.push(`${procedure.path}(${JSON.stringify(input)}): ${res.statusCode}`);
      }
    }
    expect(found).toEqual([]);

    const token = await tokenOf('otherPlayer');
    for (const gameId of [world.todayGameId, world.pastGameId]) {
      const res = await t.app.inject(trpcRequest('games.byId', 'query', { gameId }, token));
      const game = res.json<{ result: { data: Record<string, unknown> } }>().result.data;
      expect(game.hasSubmission, "B's own hasSubmission on A's game").toBe(false);
      expect(game).not.toHaveProperty('submission');
    }
    for (const cursor of [undefined, ...world.attemptIds]) {
      const res = await t.app.inject(trpcRequest('training.history', 'query', { cursor, limit: 50 }, token));
      expect(res.json<{ result: { data: { items: unknown[] } } }>().result.data.items).toEqual([]);
    }
    const stats = await t.app.inject(trpcRequest('games.stats', 'query', undefined, token));
    expect(stats.json<{ result: { data: { played: number } } }>().result.data.played).toBe(0);
  });

  it("gives B nothing of A's through any /api path or page", async () => {
    const found: string[] = [];
    const gets = listRestRoutes(t.app).filter((r) => r.method === 'GET' && r.access !== 'admin');
    const ids = [world.todayGameId, world.pastGameId, ...world.trainedWordIds, world.today.slice(0, 6)];
    const query = `?cursor=${world.attemptIds.at(-1)}&limit=50`;
    for (const route of gets) {
      for (const id of route.params.length > 0 ? ids : ['']) {
        const url = fillUrl(route.url, () => id) + query;
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${await tokenOf('otherPlayer')}` },
        });
        cells += 1;
        const secrets = secretsIn(res.body);
        if (secrets.length > 0) found.push(`GET ${url}: ${secrets.join(', ')}`);
      }
    }
    for (const page of PAGE_ROUTES.filter((p) => p.access === 'player')) {
      for (const id of page.pattern.includes(':') ? [world.todayGameId, world.pastGameId] : ['']) {
        const url = fillUrl(page.pattern, () => id);
        const res = await t.app.inject({
          method: 'GET',
          url,
          cookies: { [SESSION_COOKIE]: (await tokenOf('otherPlayer'))! },
        });
        cells += 1;
        const secrets = secretsIn(res.body);
        if (secrets.length > 0) found.push(`page ${url}: ${secrets.join(', ')}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("never tells B the spelling of A's training word, and B's own play never shows A's guesses", async () => {
    const token = await tokenOf('otherPlayer');
    expect(world.currentTrainingWordId).not.toBeNull();
    const guess = await t.app.inject({
      method: 'POST',
      url: `/api/training/words/${world.currentTrainingWordId}/guesses`,
      headers: { authorization: `Bearer ${token}` },
      payload: { guess: 'anything' },
    });
    cells += 1;
    expect(guess.statusCode).toBe(400);
    expect(secretsIn(guess.body)).toEqual([]);

    // B plays A's game: B's own result, with the spellings B has now earned, and none of A's guesses.
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/games/${world.todayGameId}/submissions`,
      headers: { authorization: `Bearer ${token}` },
      payload: { guesses: ['one', 'two', 'three', 'four', 'five', 'six'] },
    });
    cells += 1;
    expect(submit.statusCode).toBe(200);
    expect(world.playerGuesses.filter((g) => submit.body.includes(g))).toEqual([]);
    const mine = await t.app.inject(trpcRequest('games.byId', 'query', { gameId: world.todayGameId }, token));
    const guesses = mine.json<{ result: { data: { submission: { guesses: { guess: string }[] } } } }>().result.data
      .submission.guesses;
    expect(guesses.map((g) => g.guess)).toEqual(['one', 'two', 'three', 'four', 'five', 'six']);
  });
});

/**
 * A request of a path: `plain` (well-formed), `malformed` (ids and fields of the wrong shape) or `unreadable`
 * (a body that is no JSON: refused by who may call it before it is read).
 */
function restRequest(route: RestInfo, variant: 'plain' | 'malformed' | 'unreadable', token: string | undefined) {
  const url =
    fillUrl(route.url, () => (variant === 'plain' ? SOME_ID : 'not-an-id')) +
    (variant === 'malformed' ? '?limit=abc&after[]=x&cursor=-1' : '');
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (route.method === 'GET') return { method: 'GET' as const, url, headers };
  return {
    method: route.method as 'POST' | 'DELETE',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: { plain: '{}', malformed: '[1,{"email":{"$ne":null}}]', unreadable: '{bad' }[variant],
  };
}

function pageParam(name: string): string {
  if (name === 'gameId') return world.todayGameId;
  if (name === 'wordId') return world.gameWordIds[0]!;
  return 'ABCD-EFGH-JKMN-PQRS';
}

/** 'allowed', a status, or a redirect as `302 <location>`. */
function pageExpectation(access: RouteAccess, role: Role, url: string): string | number {
  const loggedIn = role !== 'anonymous';
  if (access === 'public') return 'allowed';
  if (access === 'guestOnly') return loggedIn ? '302 /' : 'allowed';
  // To log in, and back to the page once in (/login?next=…).
  if (access === 'player') return loggedIn ? 'allowed' : `302 ${loginPathFor(url)}`;
  if (!loggedIn) return 401;
  return role === 'admin' ? 'allowed' : 403;
}
