import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../../shared/constants';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { insertAccount } from './accounts.repository';

let t: TestApp;
let adminToken: string;
const TOTAL = 123;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createPlayer(t.deps, { roles: ['admin'], email: 'aaa-admin@example.com' })).token;
  // Rows straight into the table: hashing 123 passwords would only slow the test down.
  for (let i = 0; i < TOTAL; i += 1) {
    await insertAccount(t.deps.db, {
      email: `user${String(i).padStart(3, '0')}@example.com`,
      passwordHash: 'x',
      roles: [],
    });
  }
});
afterAll(() => t.close());

interface AccountRow {
  id: string;
  email: string;
  roles: string[];
  createdAt: string;
}

async function listPage(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/accounts${query}`, headers: bearer(adminToken) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ accounts: AccountRow[] }>().accounts;
}

describe('GET /api/admin/accounts', () => {
  it('pages by e-mail with after = the last e-mail: no overlap, no gap, every account once', async () => {
    const seen: string[] = [];
    let after = '';
    for (let pages = 0; pages < 10; pages += 1) {
      const page = await listPage(`?after=${encodeURIComponent(after)}`);
      expect(page.length).toBeLessThanOrEqual(ADMIN_PAGE_SIZE);
      seen.push(...page.map((a) => a.email));
      if (page.length < ADMIN_PAGE_SIZE) break;
      after = page.at(-1)?.email ?? '';
    }
    expect(seen).toHaveLength(TOTAL + 1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort());
    expect(seen[0]).toBe('aaa-admin@example.com');
  });

  it('defaults to 50 rows, caps limit at 50 and honours a smaller one', async () => {
    expect(await listPage('')).toHaveLength(50);
    expect(await listPage('?limit=500')).toHaveLength(50);
    expect(await listPage('?limit=100000000000000000000')).toHaveLength(50);
    // The documented template with nothing filled in: the first full page.
    expect(await listPage('?after=&limit=')).toHaveLength(50);
    expect(await listPage('?limit=7')).toHaveLength(7);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/accounts?limit=zero',
      headers: bearer(adminToken),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers id, email, roles and createdAt only: never a password hash', async () => {
    const [first] = await listPage('?limit=1');
    expect(Object.keys(first ?? {}).sort()).toEqual(['createdAt', 'email', 'id', 'roles']);
    expect(first).toMatchObject({ email: 'aaa-admin@example.com', roles: ['admin'] });
    expect(new Date(first?.createdAt ?? '').toISOString()).toBe(first?.createdAt);
  });
});

describe('POST /api/admin/accounts', () => {
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/accounts', headers: bearer(adminToken), payload });

  it('creates a player who can log in, and who shows up in the list', async () => {
    const res = await create({ email: '  New.Player@Example.com ', password: 'Spelling1' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const page = await listPage(`?after=${encodeURIComponent('new.player@example.col')}&limit=1`);
    expect(page[0]).toMatchObject({ id, email: 'new.player@example.com', roles: [] });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'new.player@example.com', password: 'Spelling1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a password that breaks the shared rule with a 400 listing the error', async () => {
    const res = await create({ email: 'weak@example.com', password: 'password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          code: 'invalid.password',
          message: 'It must be 8 characters long, and contain 1 uppercase letter, 1 lowercase letter, and 1 digit.',
        },
      ],
    });
    const noEmail = await create({ password: 'Spelling1' });
    expect(noEmail.json<{ errors: { code: string }[] }>().errors.map((e) => e.code)).toEqual(['invalid.email']);
  });

  it('answers 409 email_taken for an e-mail already used, whatever its case', async () => {
    const res = await create({ email: 'USER001@example.com', password: 'Spelling1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'email_taken' });
  });
});
