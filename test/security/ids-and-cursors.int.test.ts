import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ADMIN } from '../../src/shared/constants';
import { createPlayer, createTestApp, type TestApp } from '../support/test-app';
import { fillUrl, listProcedures, listRestRoutes, trpcRequest } from './harness';

/**
 * Ids, cursors and dates a request carries are checked before they reach SQL: a malformed cursor or
 * date is a 400 with the error shape, and an id that cannot name a record is a 404 (the answer of an
 * unknown record), the same on every path and procedure. The paths and procedures are read from the app.
 */
let t: TestApp;
let admin: string;
let player: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createPlayer(t.deps, { roles: [ROLE_ADMIN] })).token;
  player = (await createPlayer(t.deps)).token;
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const MALFORMED_IDS = ['not-a-uuid', '1', "x' OR '1'='1", '00000000-0000-4000-8000-00000000000g', 'é'];

function isErrorShape(res: LightMyRequestResponse): boolean {
  const body = res.json<{ errors?: { code?: unknown; message?: unknown }[] }>();
  return (
    Array.isArray(body.errors) &&
    body.errors.length > 0 &&
    body.errors.every((e) => typeof e.code === 'string' && typeof e.message === 'string')
  );
}

describe('cursors and dates', () => {
  it.each([
    '2026-02-30T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T00:00:60Z',
    '0000-01-01T00:00:00Z',
    '2026-01-01T00:00:00+16:00',
    '2026-01-01T00:00Z',
    '2026-01-01',
    '2026-01-01T00:00:00Z|not-a-uuid',
    '2026-01-01T00:00:00Z|00000000-0000-4000-8000-000000000000|x',
    'yesterday',
  ])('GET /api/admin/sessions?after=%s answers 400 with the error shape', async (after) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sessions?after=${encodeURIComponent(after)}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(400);
    expect(isErrorShape(res)).toBe(true);
    expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('invalid.after');
  });

  it('pages sessions with a valid cursor, with and without its tie-breaking id', async () => {
    for (const after of [
      '2999-01-01T00:00:00Z',
      '2999-01-01T00:00:00.123456+14:00',
      '2999-01-01T00:00:00Z|00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/sessions?after=${encodeURIComponent(after)}`,
        headers: bearer(admin),
      });
      expect(res.statusCode, after).toBe(200);
      expect(res.json<{ sessions: unknown[] }>().sessions.length).toBeGreaterThan(0);
    }
  });

  it.each(['20260230', '20261301', '00000000', '2026011', 'x'])(
    'GET /api/admin/games?after=%s answers 400 with the error shape',
    async (after) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/games?after=${after}`, headers: bearer(admin) });
      expect(res.statusCode).toBe(400);
      expect(isErrorShape(res)).toBe(true);
    },
  );
});

describe('record ids', () => {
  it('answer 404 {error:"not_found"} on every /api path when the path id cannot name a record', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const route of listRestRoutes(t.app).filter((r) => r.params.length > 0 && r.access !== 'public')) {
      for (const id of MALFORMED_IDS) {
        const url = fillUrl(route.url, () => id);
        const res = await t.app.inject({
          method: route.method as 'GET' | 'POST' | 'DELETE',
          url,
          headers: { ...bearer(route.access === 'admin' ? admin : player), 'content-type': 'application/json' },
          payload: route.method === 'GET' ? undefined : JSON.stringify({ guesses: [], guess: 'word' }),
        });
        checked += 1;
        if (res.statusCode !== 404 || res.body !== '{"error":"not_found"}') {
          problems.push(`${route.method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(6 * MALFORMED_IDS.length);
  });

  it('answer 404 the same way from every procedure that takes a record id', async () => {
    const problems: string[] = [];
    const procedures = listProcedures().filter((p) => p.fields.some((field) => /Id$/.test(field)));
    for (const procedure of procedures) {
      const token = procedure.access === 'admin' ? admin : player;
      for (const id of [...MALFORMED_IDS, 42, null]) {
        const input = Object.fromEntries(procedure.fields.map((field) => [field, /Id$/.test(field) ? id : undefined]));
        const res = await t.app.inject(trpcRequest(procedure.path, procedure.type, input, token));
        const status = res.json<{ error?: { data?: { httpStatus?: number; error?: string } } }>().error?.data;
        if (res.statusCode !== 404 || status?.error !== 'not_found') {
          problems.push(`${procedure.path}(${JSON.stringify(id)}): ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(procedures.map((p) => p.path).sort()).toEqual(
      expect.arrayContaining(['admin.games.byId', 'admin.sessions.end', 'games.byId', 'training.guess']),
    );
    expect(problems).toEqual([]);
  });

  it('answer the staff game page of a malformed id with the 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/games/not-a-uuid', cookies: { sd_session: admin } });
    expect(res.statusCode).toBe(404);
  });
});
