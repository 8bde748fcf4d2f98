import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, login } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import { createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { updatePasswordHash } from './accounts.repository';
import { DEFAULT_ADMIN_EMAIL, ensureAdmin } from './accounts.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const adminsNamed = (email: string) =>
  t.deps.db.selectFrom('accounts').select(['email', 'roles']).where('email', '=', email).execute();

describe('ADMIN_EMAIL naming an account that already exists', () => {
  const canLogIn = (email: string, password: string) =>
    login(t.deps, email, password).then(
      () => true,
      () => false,
    );
  const rolesOf = async (email: string) => (await adminsNamed(email))[0]?.roles ?? [];

  it('makes it admin only with ADMIN_PASSWORD: its own password stops working and its sessions end', async () => {
    // Someone signed up first with the address the operator then configures.
    const squatter = await createPlayer(t.deps, { email: 'boss@spelldown.test', password: 'Squatter-Own-1' });
    const result = await ensureAdmin(t.deps, 'boss@spelldown.test', 'Operator-Chosen-9');
    expect(result).toMatchObject({ kind: 'configured', created: false, passwordReplaced: true });
    expect(await rolesOf('boss@spelldown.test')).toContain('admin');
    expect(await authenticate(t.deps, squatter.token)).toBeNull();
    expect(await canLogIn('boss@spelldown.test', 'Squatter-Own-1')).toBe(false);
    expect(await canLogIn('boss@spelldown.test', 'Operator-Chosen-9')).toBe(true);

    // The next start finds the password is ADMIN_PASSWORD already: nothing changes, sessions stay.
    const session = await login(t.deps, 'boss@spelldown.test', 'Operator-Chosen-9');
    const again = await ensureAdmin(t.deps, 'boss@spelldown.test', 'Operator-Chosen-9');
    expect(again).toMatchObject({ kind: 'configured', passwordReplaced: false });
    expect(await authenticate(t.deps, session.id)).not.toBeNull();
  });

  it('promotes a player whose password is ADMIN_PASSWORD without ending its sessions', async () => {
    const player = await createPlayer(t.deps, { email: 'same-pass@spelldown.test', password: 'Shared-Secret-4' });
    const result = await ensureAdmin(t.deps, 'same-pass@spelldown.test', 'Shared-Secret-4');
    expect(result).toMatchObject({ kind: 'configured', passwordReplaced: false });
    expect(await rolesOf('same-pass@spelldown.test')).toContain('admin');
    expect(await authenticate(t.deps, player.token)).not.toBeNull();
  });

  it('leaves an admin who changed the password since alone', async () => {
    await ensureAdmin(t.deps, 'changed@spelldown.test', 'First-Admin-Pass-1');
    const account = await t.deps.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'changed@spelldown.test')
      .executeTakeFirstOrThrow();
    await updatePasswordHash(t.deps.db, account.id, await hashPassword('Changed-Later-2'), new Date());
    const session = await login(t.deps, 'changed@spelldown.test', 'Changed-Later-2');
    const result = await ensureAdmin(t.deps, 'changed@spelldown.test', 'First-Admin-Pass-1');
    expect(result).toMatchObject({ kind: 'configured', passwordReplaced: false });
    expect(await canLogIn('changed@spelldown.test', 'Changed-Later-2')).toBe(true);
    expect(await authenticate(t.deps, session.id)).not.toBeNull();
  });
});

describe('the admin account at start, with several processes starting at once', () => {
  it('makes the configured admin once; the other start finds it and carries on', async () => {
    const email = 'racing-admin@spelldown.test';
    const results = await Promise.all([
      ensureAdmin(t.deps, email, 'Racing-Admin-77'),
      ensureAdmin(t.deps, email, 'Racing-Admin-77'),
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
      ensureAdmin(t.deps, undefined, undefined),
      ensureAdmin(t.deps, undefined, undefined),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(['generated', 'present']);
    expect(await adminsNamed(DEFAULT_ADMIN_EMAIL)).toHaveLength(1);
  });
});
