import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { until } from '../../../../test/support/until';
import { addRole } from '../accounts/accounts.repository';
import { authenticate, forgetSessions, hashSessionToken } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sessions checked a moment ago', () => {
  it('are not read again for a few seconds', async () => {
    const { token } = await createPlayer(t.deps);
    expect(await authenticate(t.deps, token)).not.toBeNull();
    // Behind the app's back, and unannounced (only ending a session or changing an account is).
    await sql`update sessions set expires_at = now() - interval '1 day' where token_hash = ${hashSessionToken(token)}`.execute(
      t.deps.db,
    );
    expect(await authenticate(t.deps, token)).not.toBeNull();
  });

  it('end at once when ended through the app, and within a moment when ended by plain SQL', async () => {
    const first = await createPlayer(t.deps);
    expect(await authenticate(t.deps, first.token)).not.toBeNull();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${first.token}` } });
    expect(await authenticate(t.deps, first.token)).toBeNull();

    const second = await createPlayer(t.deps);
    expect(await authenticate(t.deps, second.token)).not.toBeNull();
    // As another process or an operator would: the database announces it, every process forgets it.
    await sql`delete from sessions where token_hash = ${hashSessionToken(second.token)}`.execute(t.deps.db);
    const tookMs = await until(
      () => authenticate(t.deps, second.token),
      (session) => session === null,
      2_000,
    );
    expect(tookMs).toBeLessThan(2_000); // far under the 5 s a session is kept
  });

  it('carry a new role at once when the app grants it, and within a moment when plain SQL does', async () => {
    const granted = await createPlayer(t.deps);
    expect((await authenticate(t.deps, granted.token))?.account.roles).toEqual([]);
    await addRole(t.deps.db, granted.account.id, 'admin');
    forgetSessions(t.deps); // what the accounts service does after it grants a role
    expect((await authenticate(t.deps, granted.token))?.account.roles).toEqual(['admin']);

    const changed = await createPlayer(t.deps);
    expect((await authenticate(t.deps, changed.token))?.account.roles).toEqual([]);
    // The database announces a changed account; every process forgets its sessions.
    await sql`update accounts set roles = array['admin'] where id = ${changed.account.id}`.execute(t.deps.db);
    const tookMs = await until(
      () => authenticate(t.deps, changed.token),
      (session) => session?.account.roles.includes('admin') === true,
      2_000,
    );
    expect(tookMs).toBeLessThan(2_000);
  });

  it('are all read from the database while the process does not listen to the announcements', async () => {
    const cache = t.deps.sessionCache;
    cache.onListening(false);
    try {
      const { token } = await createPlayer(t.deps);
      expect(await authenticate(t.deps, token)).not.toBeNull();
      expect(cache.size).toBe(0);
      await sql`update sessions set expires_at = now() - interval '1 day' where token_hash = ${hashSessionToken(token)}`.execute(
        t.deps.db,
      );
      expect(await authenticate(t.deps, token)).toBeNull();
    } finally {
      cache.onListening(true);
    }
  });
});
