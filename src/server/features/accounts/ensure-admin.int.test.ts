import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_ADMIN_EMAIL, ensureAdmin } from './accounts.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const adminsNamed = (email: string) =>
  t.deps.db.selectFrom('accounts').select(['email', 'roles']).where('email', '=', email).execute();

describe('the admin account at start, with several processes starting at once', () => {
  it('makes the configured admin once; the other start finds it and carries on', async () => {
    const email = 'racing-admin@spelldown.test';
    const results = await Promise.all([
      ensureAdmin(t.deps.db, email, 'Racing-Admin-77'),
      ensureAdmin(t.deps.db, email, 'Racing-Admin-77'),
    ]);
    expect(results.map((r) => r.kind)).toEqual(['configured', 'configured']);
    expect(results.filter((r) => r.kind === 'configured' && r.created)).toHaveLength(1);
    const rows = await adminsNamed(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.roles).toContain('admin');
  });

  it('prints one generated password when neither start was given an admin', async () => {
    await t.deps.db.deleteFrom('accounts').execute();
    const results = await Promise.all([
      ensureAdmin(t.deps.db, undefined, undefined),
      ensureAdmin(t.deps.db, undefined, undefined),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(['generated', 'present']);
    expect(await adminsNamed(DEFAULT_ADMIN_EMAIL)).toHaveLength(1);
  });
});
