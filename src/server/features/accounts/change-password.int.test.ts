import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { login } from '../auth/auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Errors = { errors: { code: string; message: string }[] };
const change = (token: string | undefined, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/account/password', payload, headers: token ? bearer(token) : {} });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: bearer(token) })).json<{
    result: { data: unknown };
  }>().result.data;

describe('POST /api/account/password', () => {
  it('answers 401 without a session', async () => {
    const res = await change(undefined, { currentPassword: 'Passw0rdOk', newPassword: 'NewPassw0rd' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password with changePassword.currentPassword.incorrect', async () => {
    const player = await createPlayer(t.deps);
    const res = await change(player.token, { currentPassword: 'Wrong-Passw0rd', newPassword: 'NewPassw0rd' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Errors>().errors).toEqual([
      { code: 'changePassword.currentPassword.incorrect', message: 'Your current password is not correct.' },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: player.email, password: player.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it.each(['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])(
    'refuses the new password %s with changePassword.newPassword.invalid',
    async (newPassword) => {
      const player = await createPlayer(t.deps);
      const res = await change(player.token, { currentPassword: player.password, newPassword });
      expect(res.json<Errors>().errors).toEqual([
        {
          code: 'changePassword.newPassword.invalid',
          message:
            'Your new password is not valid. It must be 8 characters long, and contain 1 uppercase letter, 1 lowercase letter, and 1 digit.',
        },
      ]);
    },
  );

  it('lists both problems at once', async () => {
    const player = await createPlayer(t.deps);
    const res = await change(player.token, { currentPassword: '', newPassword: 'x' });
    expect(res.json<Errors>().errors.map((e) => e.code)).toEqual([
      'changePassword.currentPassword.incorrect',
      'changePassword.newPassword.invalid',
    ]);
  });

  it('changes the password, keeps the login it was changed from and ends the others', async () => {
    const player = await createPlayer(t.deps);
    const other = await login(t.deps, player.email, player.password);
    expect(await me(other.id)).not.toBeNull();

    const res = await change(player.token, { currentPassword: player.password, newPassword: 'BrandNew1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(await me(player.token)).toMatchObject({ email: player.email });
    expect(await me(other.id)).toBeNull();

    const loginWith = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: player.email, password } });
    expect((await loginWith(player.password)).statusCode).toBe(401);
    expect((await loginWith('BrandNew1')).statusCode).toBe(200);
  });
});
