import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { login } from '../auth/auth.service';
import { RECOVERY_MAX_ATTEMPTS } from '../../../shared/schemas/accounts.schema';
import { MAX_RECOVERY_CODES_PER_HOUR } from './passwords.service';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = Date.now();
});

type Errors = { errors: { code: string }[] };
const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const recover = (email: string) => post('/api/account-recovery', { email });
const reset = (email: string, password: string, recoveryCode: string) =>
  post('/api/reset-password', { email, password, recoveryCode });
const codesOf = (res: { json: <T>() => T }) => res.json<Errors>().errors.map((e) => e.code);
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: bearer(token) })).json<{
    result: { data: unknown };
  }>().result.data;
const canLogin = async (email: string, password: string) =>
  (await post('/api/login', { email, password })).statusCode === 200;

/** The code of the newest recovery e-mail to this address (read from the outbox, as an operator would). */
async function mailedCode(email: string): Promise<string> {
  await t.deps.mailer.flush();
  const mail = await t.deps.db
    .selectFrom('outbox')
    .select(['subject', 'text_body', 'html_body'])
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.subject).toBe('Reset your Spelldown password');
  const match = /http:\/\/localhost:3000\/forgot-password\/([A-Za-z0-9_-]+)/.exec(mail.text_body);
  expect(mail.html_body).toContain(match![0]);
  return match![1]!;
}

const countMails = async (email: string) => {
  await t.deps.mailer.flush();
  return (await t.deps.db.selectFrom('outbox').select('id').where('to_address', '=', email).execute()).length;
};

describe('POST /api/account-recovery', () => {
  it('answers 202 {} identically for a known and an unknown e-mail; only the known one gets mail', async () => {
    const player = await createPlayer(t.deps);
    const known = await recover(player.email.toUpperCase());
    const unknown = await recover('nobody-here@example.com');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe('{}');
    }
    const headers = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => !['date', 'x-request-id'].includes(k))
        .sort()
        .map((k) => `${k}:${k === 'content-length' || k.startsWith('content-type') ? String(h[k]) : ''}`);
    expect(headers(known.headers)).toEqual(headers(unknown.headers));
    expect(await countMails(player.email)).toBe(1);
    expect(await countMails('nobody-here@example.com')).toBe(0);
  });

  it('answers in about the same time for known and unknown e-mails', async () => {
    const player = await createPlayer(t.deps);
    const time = async (email: string) => {
      await t.deps.mailer.flush(); // the previous answer's e-mail goes out after it: not part of this one
      const started = performance.now();
      await recover(email);
      return performance.now() - started;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      clock += 60 * 60 * 1000; // stay under the per-hour cap so every known request does its insert
      knownTimes.push(await time(player.email));
      unknownTimes.push(await time(`ghost${i}@example.com`));
    }
    const [k, u] = [median(knownTimes), median(unknownTimes)];
    console.info(`recovery median: known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`);
    expect(Math.abs(k - u)).toBeLessThan(Math.max(5, 0.5 * Math.max(k, u)));
  });

  it('stores only a hash of the code, and sends at most 5 e-mails an hour to one account', async () => {
    const player = await createPlayer(t.deps);
    for (let i = 0; i < MAX_RECOVERY_CODES_PER_HOUR + 2; i += 1)
      expect((await recover(player.email)).statusCode).toBe(202);
    expect(await countMails(player.email)).toBe(MAX_RECOVERY_CODES_PER_HOUR);
    const code = await mailedCode(player.email);
    const rows = await t.deps.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('account_id', '=', player.account.id)
      .execute();
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.code_hash) && r.code_hash !== code)).toBe(true);
  });
});

describe('POST /api/reset-password', () => {
  it('resets with the mailed code, ends every session, and the code works once', async () => {
    const player = await createPlayer(t.deps);
    const second = await login(t.deps, player.email, player.password);
    await recover(player.email);
    const code = await mailedCode(player.email);

    const res = await reset(player.email, 'Recovered1', code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(await me(player.token)).toBeNull();
    expect(await me(second.id)).toBeNull();
    expect(await canLogin(player.email, player.password)).toBe(false);
    expect(await canLogin(player.email, 'Recovered1')).toBe(true);

    const again = await reset(player.email, 'Another1x', code);
    expect(again.statusCode).toBe(400);
    expect(codesOf(again)).toEqual(['resetPassword.recoveryCode.invalid']);
  });

  it('refuses a code mailed before the password was changed from a logged-in session', async () => {
    const player = await createPlayer(t.deps);
    await recover(player.email);
    const code = await mailedCode(player.email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: player.password, newPassword: 'Changed1x' },
      headers: bearer(player.token),
    });
    expect(changed.statusCode).toBe(200);

    // Whoever else holds the reset link cannot take the account back with it.
    const res = await reset(player.email, 'Taken1back', code);
    expect(res.statusCode).toBe(400);
    expect(codesOf(res)).toEqual(['resetPassword.recoveryCode.invalid']);
    expect(await canLogin(player.email, 'Changed1x')).toBe(true);
    expect(await me(player.token)).not.toBeNull();
  });

  it('refuses a code after an hour', async () => {
    const player = await createPlayer(t.deps);
    await recover(player.email);
    const code = await mailedCode(player.email);
    clock += 60 * 60 * 1000 + 1000;
    expect(codesOf(await reset(player.email, 'Recovered1', code))).toEqual(['resetPassword.recoveryCode.invalid']);
  });

  it("refuses another account's e-mail with a good code, and the code after 5 such wrong tries of it", async () => {
    const player = await createPlayer(t.deps);
    const other = await createPlayer(t.deps);
    await recover(player.email);
    const code = await mailedCode(player.email);
    for (let i = 0; i < RECOVERY_MAX_ATTEMPTS; i += 1) {
      expect(codesOf(await reset(other.email, 'Recovered1', code))).toEqual(['resetPassword.recoveryCode.invalid']);
    }
    expect(codesOf(await reset(player.email, 'Recovered1', code))).toEqual(['resetPassword.recoveryCode.invalid']);
    expect(await canLogin(player.email, player.password)).toBe(true);
  });

  it('keeps the real code working through any number of wrong codes sent for the e-mail', async () => {
    const player = await createPlayer(t.deps);
    await recover(player.email);
    const code = await mailedCode(player.email);
    // A stranger who knows only the address cannot void the code the owner was mailed.
    for (let i = 0; i < RECOVERY_MAX_ATTEMPTS * 3; i += 1) {
      expect(codesOf(await reset(player.email, 'Stranger1x', `wrong-${i}`))).toEqual([
        'resetPassword.recoveryCode.invalid',
      ]);
    }
    const attempts = await t.deps.db
      .selectFrom('recovery_codes')
      .select('attempts')
      .where('account_id', '=', player.account.id)
      .execute();
    expect(attempts.map((row) => row.attempts)).toEqual([0]);
    expect((await reset(player.email, 'Recovered1', code)).statusCode).toBe(200);
    expect(await canLogin(player.email, 'Recovered1')).toBe(true);
  });

  it('lists every problem of the form and changes nothing (no try is counted)', async () => {
    const player = await createPlayer(t.deps);
    await recover(player.email);
    const code = await mailedCode(player.email);
    const res = await reset('not-an-email', 'weak', '');
    expect(res.statusCode).toBe(400);
    expect(codesOf(res).sort()).toEqual([
      'resetPassword.email.invalid',
      'resetPassword.password.invalid',
      'resetPassword.recoveryCode.invalid',
    ]);
    for (let i = 0; i < 6; i += 1)
      expect(codesOf(await reset(player.email, 'weak', code))).toEqual(['resetPassword.password.invalid']);
    expect((await reset(player.email, 'Recovered1', code)).statusCode).toBe(200);
  });

  it('lets one of two concurrent resets with one code win', async () => {
    const player = await createPlayer(t.deps);
    await recover(player.email);
    const code = await mailedCode(player.email);
    const results = await Promise.all([
      reset(player.email, 'WinnerOne1', code),
      reset(player.email, 'WinnerTwo2', code),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('abuse limits', () => {
  it('answers 429 with Retry-After on recovery, reset and the waiting list past the per-IP limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      for (const [url, payload] of [
        ['/api/account-recovery', { email: 'a@example.com' }],
        ['/api/reset-password', { email: 'a@example.com', password: 'Spelling1', recoveryCode: 'x' }],
        ['/api/waiting-list', { email: 'a@example.com' }],
      ] as const) {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i += 1) {
          const res = await limited.app.inject({ method: 'POST', url, payload });
          statuses.push(res.statusCode);
          if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
        expect(statuses[2], url).toBe(429);
        expect(statuses.slice(0, 2), url).not.toContain(429);
      }
    } finally {
      await limited.close();
    }
  });
});
