import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isValidPassword } from '../../src/shared/schemas/common.schema';
import { createAccount } from '../../src/server/features/accounts/accounts.service';
import { createInvitations } from '../../src/server/features/accounts/invitations.service';
import { SESSION_IDLE_MS } from '../../src/shared/constants';
import {
  MAX_FAILED_LOGINS_PER_ADDRESS,
  SESSION_ABSOLUTE_MS,
  sweepLoginFailures,
} from '../../src/server/features/auth/auth.service';
import { isCommonPassword } from '../../src/server/features/auth/common-passwords';
import { sha256Hex } from '../../src/server/lib/crypto';
import { bearer, createPlayer, createTestApp, type TestApp } from '../support/test-app';

/**
 * Product §10 as a user meets it: sessions that end when idle 14 days or 60 days after login, passwords
 * stored with argon2id at OWASP's floor, 128-character passwords that work everywhere, the most common
 * passwords refused at sign-up, change, reset and when staff make an account, and failed logins throttled.
 */
let t: TestApp;
let clock = Date.now();
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = Date.now();
});

type Errors = { errors: { code: string }[] };
const codesOf = (res: LightMyRequestResponse) => res.json<Errors>().errors.map((e) => e.code);
const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
const login = (email: string, password: string) => post('/api/login', { email, password });
const isLive = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: bearer(token) })).json<{
    result: { data: unknown };
  }>().result.data !== null;
let n = 0;
const freshEmail = () => `sec${(n += 1)}-${Date.now()}@example.com`;
const newCode = async () => (await createInvitations(t.deps, { count: 1 }))[0]!;

/** The recovery code mailed to this address (read from the outbox, as the operator's CLI does). */
async function mailedRecoveryCode(email: string): Promise<string> {
  await post('/api/account-recovery', { email });
  await t.deps.mailer.flush();
  const mail = await t.deps.db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return /\/forgot-password\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
}

/** Common passwords that pass the character rule, so only the common-password check can refuse them. */
const COMMON = ['Password1', 'Trustno1', 'Qwerty123', 'Passw0rd'];
/** 128 characters, the longest password the rule allows. */
const LONGEST = `Aa1${'long-pass-phrase-'.repeat(8)}`.slice(0, 128);

describe('sessions', () => {
  it('end after 14 idle days, and each use moves that end on (sliding)', async () => {
    const { email, password } = await createPlayer(t.deps);
    const token = (await login(email, password)).json<{ id: string }>().id;
    clock += 13 * DAY;
    expect(await isLive(token)).toBe(true);
    clock += 13 * DAY; // 26 days after login, 13 after the last use
    expect(await isLive(token)).toBe(true);
    clock += SESSION_IDLE_MS + 60_000;
    expect(await isLive(token)).toBe(false);
    clock -= SESSION_IDLE_MS; // going back does not revive it: the session is gone
    expect(await isLive(token)).toBe(false);
  });

  it('end 60 days after login however often they are used', async () => {
    const { email, password } = await createPlayer(t.deps);
    const token = (await login(email, password)).json<{ id: string }>().id;
    const start = clock;
    for (let day = 10; day < 60; day += 10) {
      clock = start + day * DAY;
      expect(await isLive(token), `day ${day}`).toBe(true);
    }
    clock = start + SESSION_ABSOLUTE_MS - 60_000;
    expect(await isLive(token)).toBe(true);
    clock = start + SESSION_ABSOLUTE_MS + 1000;
    expect(await isLive(token)).toBe(false);
  });

  it('get a new 256-bit token at every login, stored only as its SHA-256', async () => {
    const { email, password } = await createPlayer(t.deps);
    const tokens = await Promise.all(
      [1, 2, 3].map(async () => (await login(email, password)).json<{ id: string }>().id),
    );
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = JSON.stringify(await t.deps.db.selectFrom('sessions').selectAll().execute());
    for (const token of tokens) expect(stored).not.toContain(token);
  });

  it('all end but the current one on a password change, and all of them on a reset', async () => {
    const { email, password } = await createPlayer(t.deps);
    const [current, other] = await Promise.all(
      [1, 2].map(async () => (await login(email, password)).json<{ id: string }>().id),
    );
    const changed = await post(
      '/api/account/password',
      { currentPassword: password, newPassword: 'Brand-New-Lamp-58' },
      current,
    );
    expect(changed.statusCode).toBe(200);
    expect(await isLive(current!)).toBe(true);
    expect(await isLive(other!)).toBe(false);

    const code = await mailedRecoveryCode(email);
    const reset = await post('/api/reset-password', { email, password: 'Second-New-Lamp-58', recoveryCode: code });
    expect(reset.statusCode).toBe(200);
    expect(await isLive(current!)).toBe(false);
  });
});

describe('passwords', () => {
  it("are stored as argon2id at one of OWASP's configurations, and nowhere in plain text", async () => {
    const email = freshEmail();
    await createAccount(t.deps.db, { email, password: 'Quiet-Harbor-93' });
    const row = await t.deps.db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row.password_hash);
    expect(params).not.toBeNull();
    const [, m, time, p] = params!.map(Number);
    // The Password Storage Cheat Sheet's argon2id settings, each as strong as the others (KiB, passes).
    const owaspAtLeast: Record<number, number> = { 47_104: 1, 19_456: 2, 12_288: 3, 9_216: 4, 7_168: 5 };
    const floor = Object.keys(owaspAtLeast)
      .map(Number)
      .filter((memory) => memory <= m!)
      .sort((a, b) => b - a)[0];
    expect(floor, `m=${m} is below every OWASP setting`).toBeDefined();
    expect(time).toBeGreaterThanOrEqual(owaspAtLeast[floor!]!);
    expect(p).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(row)).not.toContain('Quiet-Harbor-93');
  });

  it('of 128 characters work at sign-up, login, change, reset and when staff make an account', async () => {
    expect(LONGEST).toHaveLength(128);
    const email = freshEmail();
    const joined = await post('/api/join', { email, password: LONGEST, code: await newCode() });
    expect(joined.statusCode, joined.body).toBe(200);
    const token = (await login(email, LONGEST)).json<{ id: string }>().id;
    expect(token).toBeTruthy();

    const other = `${LONGEST.slice(0, 127)}Z`;
    expect(
      (await post('/api/account/password', { currentPassword: LONGEST, newPassword: other }, token)).statusCode,
    ).toBe(200);
    expect((await login(email, other)).statusCode).toBe(200);

    const code = await mailedRecoveryCode(email);
    expect((await post('/api/reset-password', { email, password: LONGEST, recoveryCode: code })).statusCode).toBe(200);
    expect((await login(email, LONGEST)).statusCode).toBe(200);

    const admin = await createPlayer(t.deps, { roles: ['admin'] });
    const staffMade = freshEmail();
    expect((await post('/api/admin/accounts', { email: staffMade, password: LONGEST }, admin.token)).statusCode).toBe(
      201,
    );
    expect((await login(staffMade, LONGEST)).statusCode).toBe(200);
  });

  it('among the 3,000 most common are refused at sign-up, and nothing is made', async () => {
    for (const password of COMMON) {
      expect(isValidPassword(password) && isCommonPassword(password), password).toBe(true);
      const email = freshEmail();
      const code = await newCode();
      const res = await post('/api/join', { email, password, code });
      expect(res.statusCode).toBe(400);
      expect(codesOf(res)).toEqual(['join.password.invalid']);
      expect((await login(email, password)).statusCode).toBe(401);
      // The code was not spent: a good password with it works.
      expect((await post('/api/join', { email, password: 'Quiet-Harbor-93', code })).statusCode).toBe(200);
    }
  });

  it('among the most common are refused at a password change, which changes nothing', async () => {
    const { email, password, token } = await createPlayer(t.deps);
    for (const common of COMMON) {
      const res = await post('/api/account/password', { currentPassword: password, newPassword: common }, token);
      expect(res.statusCode).toBe(400);
      expect(codesOf(res)).toEqual(['changePassword.newPassword.invalid']);
    }
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('among the most common are refused at a reset, and the code still works', async () => {
    const { email } = await createPlayer(t.deps);
    const code = await mailedRecoveryCode(email);
    const res = await post('/api/reset-password', { email, password: COMMON[0], recoveryCode: code });
    expect(res.statusCode).toBe(400);
    expect(codesOf(res)).toEqual(['resetPassword.password.invalid']);
    expect(
      (await post('/api/reset-password', { email, password: 'Quiet-Harbor-93', recoveryCode: code })).statusCode,
    ).toBe(200);
  });

  it('among the most common are refused when staff make an account', async () => {
    const admin = await createPlayer(t.deps, { roles: ['admin'] });
    const email = freshEmail();
    const res = await post('/api/admin/accounts', { email, password: COMMON[1] }, admin.token);
    expect(res.statusCode).toBe(400);
    expect(codesOf(res)).toEqual(['invalid.password']);
    expect((await login(email, COMMON[1]!)).statusCode).toBe(401);
  });
});

describe('failed logins', () => {
  it(`stop an address for the hour after ${MAX_FAILED_LOGINS_PER_ADDRESS}, even with the right password, and no other address`, async () => {
    const { email, password } = await createPlayer(t.deps);
    // One real failure is recorded (after its answer)…
    expect((await login(email, 'Wrong-Harbor-93')).statusCode).toBe(401);
    const count = async () =>
      (
        await t.deps.db
          .selectFrom('login_failures')
          .select('email_key')
          .where('email_key', '=', sha256Hex(email))
          .execute()
      ).length;
    for (let i = 0; i < 50 && (await count()) < 1; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await count()).toBe(1);
    // …and the rest of this address's allowance is spent at once.
    await t.deps.db
      .insertInto('login_failures')
      .values(
        Array.from({ length: MAX_FAILED_LOGINS_PER_ADDRESS - 1 }, () => ({
          email_key: sha256Hex(email),
          address: '127.0.0.1',
        })),
      )
      .execute();
    const locked = await login(email, password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: '192.0.2.44',
    });
    expect(elsewhere.statusCode).toBe(200);
    clock += 61 * 60 * 1000; // an hour later the failures no longer count
    expect((await login(email, password)).statusCode).toBe(200);
  });
});

describe('the sweep of old login failures', () => {
  it('deletes the failures past the hour and keeps the ones that still count', async () => {
    const key = sha256Hex(freshEmail());
    const at = (msAgo: number) => ({ email_key: key, created_at: new Date(clock - msAgo) });
    await t.deps.db
      .insertInto('login_failures')
      .values([at(61 * 60 * 1000), at(2 * DAY), at(59 * 60 * 1000), at(1000)])
      .execute();
    await sweepLoginFailures(t.deps);
    const left = await t.deps.db
      .selectFrom('login_failures')
      .select('created_at')
      .where('email_key', '=', key)
      .orderBy('created_at')
      .execute();
    expect(left.map((row) => clock - row.created_at.getTime())).toEqual([59 * 60 * 1000, 1000]);
  });
});
