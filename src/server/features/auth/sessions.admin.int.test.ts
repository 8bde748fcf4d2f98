import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../../shared/constants';
import { sessionCursor, type AdminSession } from '../../../shared/schemas/admin.schema';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createPlayer>>;
let player: Awaited<ReturnType<typeof createPlayer>>;
const OTHERS = 70;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPlayer(t.deps, { roles: ['admin'] });
  player = await createPlayer(t.deps);
  const now = Date.now();
  // Many sessions, several opened in the very same instant: the cursor must still neither skip nor repeat.
  for (let i = 0; i < OTHERS; i += 1) {
    await t.deps.db
      .insertInto('sessions')
      .values({
        token_hash: `hash-${i}`,
        account_id: player.account.id,
        created_at: new Date(now - 60_000 - Math.floor(i / 4) * 1000),
        expires_at: new Date(now + 86_400_000),
      })
      .execute();
  }
});
afterAll(() => t.close());

const list = async (query = '', token = admin.token) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/sessions${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, sessions: res.json<{ sessions: AdminSession[] }>().sessions };
};

describe('GET /api/admin/sessions', () => {
  it('shows record ids, e-mail, roles and times, and never a bearer token or its hash', async () => {
    const { body, sessions } = await list();
    expect(body).not.toContain(admin.token);
    expect(body).not.toContain(player.token);
    expect(body).not.toMatch(/hash|token/i);
    const mine = sessions.find((s) => s.account.id === admin.account.id);
    expect(mine).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      account: { id: admin.account.id, email: admin.email, roles: ['admin'] },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
      lastSeenAt: expect.any(String),
      current: true,
    });
    expect(mine?.id).not.toBe(admin.token);
  });

  it("marks only the asker's own session current, not the same account's others", async () => {
    const otherBrowser = await createPlayer(t.deps, { roles: ['admin'] });
    const secondLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: otherBrowser.email, password: otherBrowser.password },
    });
    expect(secondLogin.statusCode).toBe(200);
    const secondToken = secondLogin.json<{ id: string }>().id;
    const own = (sessions: AdminSession[]) => sessions.filter((s) => s.account.id === otherBrowser.account.id);

    const fromFirst = own((await list('', otherBrowser.token)).sessions);
    const fromSecond = own((await list('', secondToken)).sessions);
    expect(fromFirst).toHaveLength(2);
    expect(fromFirst.filter((s) => s.current)).toHaveLength(1);
    expect(fromSecond.filter((s) => s.current)).toHaveLength(1);
    // Each browser sees its own session as current: two different records.
    expect(fromFirst.find((s) => s.current)?.id).not.toBe(fromSecond.find((s) => s.current)?.id);
    expect((await list()).sessions.filter((s) => s.current).map((s) => s.account.id)).toEqual([admin.account.id]);
  });

  it('pages newest first with the createdAt|id cursor: no overlap, no gap, even for equal times', async () => {
    const ids: string[] = [];
    const times: number[] = [];
    let after = '';
    for (let pages = 0; pages < 5; pages += 1) {
      const { sessions } = await list(`?limit=9&after=${encodeURIComponent(after)}`);
      ids.push(...sessions.map((s) => s.id));
      times.push(...sessions.map((s) => Date.parse(s.createdAt)));
      if (sessions.length < 9) break;
      after = sessionCursor(sessions.at(-1) as AdminSession);
    }
    // 9 a page, 5 pages: the first 45 of the 72 sessions, each once, newest first.
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const all = await list('?limit=100');
    expect(all.sessions).toHaveLength(ADMIN_PAGE_SIZE);
    expect(ids).toEqual(all.sessions.slice(0, 45).map((s) => s.id));
  });

  it('accepts the plain createdAt of the contract as after, and refuses a malformed one', async () => {
    const first = (await list('?limit=1')).sessions[0] as AdminSession;
    const next = await list(`?limit=1&after=${encodeURIComponent(first.createdAt)}`);
    expect(Date.parse(next.sessions[0]?.createdAt ?? '')).toBeLessThan(Date.parse(first.createdAt));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sessions?after=soon',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('ending a session', () => {
  it('makes its token fail at once, and drops it from the list', async () => {
    const victim = await createPlayer(t.deps);
    const me = () => t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: bearer(victim.token) });
    expect((await me()).json<{ result: { data: unknown } }>().result.data).not.toBeNull();
    const row = (await list()).sessions.find((s) => s.account.id === victim.account.id);
    expect(row).toBeDefined();

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/sessions/${row?.id}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(204);
    expect((await me()).json<{ result: { data: unknown } }>().result.data).toBeNull();
    const api = await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: bearer(victim.token) });
    expect(api.statusCode).toBe(401);
    expect((await list()).sessions.some((s) => s.id === row?.id)).toBe(false);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/sessions/${row?.id}`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('leaves out sessions that expired or went idle', async () => {
    const old = new Date(Date.now() - 30 * 86_400_000);
    const expired = await t.deps.db
      .insertInto('sessions')
      .values({
        token_hash: 'old',
        account_id: player.account.id,
        created_at: old,
        last_seen_at: old,
        expires_at: new Date(Date.now() + 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Everything opened before 29 days ago: only that idle session, which must not show.
    const older = await list(`?after=${encodeURIComponent(new Date(Date.now() - 29 * 86_400_000).toISOString())}`);
    expect(older.sessions).toEqual([]);
    const newestFirst = await list('?limit=50');
    expect(newestFirst.sessions.some((s) => s.id === expired.id)).toBe(false);
  });
});
