import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { createAccount } from './accounts.service';
import { createInvitations } from './invitations.service';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = Date.now();
});

type Errors = { errors: { code: string; message: string }[] };
let n = 0;
const freshEmail = () => `joiner${(n += 1)}-${Date.now()}@example.com`;
const newCode = async (email?: string) =>
  (await createInvitations(t.deps, { count: 1, ...(email ? { email } : {}) }))[0]!;
const join = (payload: Record<string, unknown>, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/join', payload, remoteAddress: ip });
const codesOf = (body: Errors) => body.errors.map((e) => e.code).sort();
const countAccounts = async () =>
  (
    await t.deps.db
      .selectFrom('accounts')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('POST /api/join', () => {
  it('creates an account with a code; the person can log in; the code is then spent', async () => {
    const code = await newCode();
    const email = freshEmail();
    const res = await join({ email: `  ${email.toUpperCase()} `, password: 'Spelling1', code });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: string }>();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await login(email, 'Spelling1')).statusCode).toBe(200);

    const again = await join({ email: freshEmail(), password: 'Spelling1', code });
    expect(again.statusCode).toBe(400);
    expect(codesOf(again.json())).toEqual(['join.code.used']);
    expect(again.json<Errors>().errors[0]!.message).toBe('This invitation code has already been used.');
  });

  it('lists every problem at once and changes nothing', async () => {
    const before = await countAccounts();
    const res = await join({ email: 'not-an-email', password: 'short', code: '' });
    expect(res.statusCode).toBe(400);
    expect(codesOf(res.json())).toEqual(['join.code.required', 'join.email.invalid', 'join.password.invalid']);
    const messages = res.json<Errors>().errors.map((e) => e.message);
    expect(messages).toContain(
      'Your password is not valid. It must be 8 characters long, and contain 1 uppercase letter, 1 lowercase letter, and 1 digit.',
    );
    expect(await countAccounts()).toBe(before);
  });

  it.each([
    ['no uppercase letter', 'spelling1'],
    ['no lowercase letter', 'SPELLING1'],
    ['no digit', 'Spellings'],
    ['7 characters', 'Spell1x'],
  ])('refuses a password with %s and keeps the code unused', async (_rule, password) => {
    const code = await newCode();
    const res = await join({ email: freshEmail(), password, code });
    expect(codesOf(res.json())).toEqual(['join.password.invalid']);
    expect((await join({ email: freshEmail(), password: 'Spelling1', code })).statusCode).toBe(200);
  });

  it('refuses an unknown code, a used code, and a taken e-mail only to a valid code holder', async () => {
    const unknown = await join({ email: freshEmail(), password: 'Spelling1', code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' });
    expect(codesOf(unknown.json())).toEqual(['join.code.unknown']);

    const email = freshEmail();
    const code = await newCode();
    expect((await join({ email, password: 'Spelling1', code })).statusCode).toBe(200);
    // With a used code, whether the e-mail has an account is not told (no enumeration).
    const both = await join({ email: email.toUpperCase(), password: 'Spelling1', code });
    expect(codesOf(both.json())).toEqual(['join.code.used']);
    // Holding a valid code, the person learns the e-mail is taken.
    const taken = await join({ email, password: 'Spelling1', code: await newCode() });
    expect(codesOf(taken.json())).toEqual(['join.email.taken']);
  });

  it('refuses an expired code (14 days)', async () => {
    const code = await newCode();
    clock += 14 * 24 * 60 * 60 * 1000 + 1000;
    const res = await join({ email: freshEmail(), password: 'Spelling1', code });
    expect(codesOf(res.json())).toEqual(['join.code.expired']);
    clock -= 2 * 24 * 60 * 60 * 1000; // day 12: still valid
    expect((await join({ email: freshEmail(), password: 'Spelling1', code })).statusCode).toBe(200);
  });

  it('accepts a bound code only for its e-mail', async () => {
    const email = freshEmail();
    const code = await newCode(email);
    const other = await join({ email: freshEmail(), password: 'Spelling1', code });
    expect(codesOf(other.json())).toEqual(['join.code.wrongEmail']);
    expect((await join({ email, password: 'Spelling1', code })).statusCode).toBe(200);
  });

  it('reads the code whatever its case, dashes or look-alike letters', async () => {
    const code = await newCode();
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l')} `;
    expect((await join({ email: freshEmail(), password: 'Spelling1', code: typed })).statusCode).toBe(200);
  });

  it('keeps only a SHA-256 of each code', async () => {
    const code = await newCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    const rows = await t.deps.db.selectFrom('invitations').select(['code_hash']).execute();
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.code_hash))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(code.replace(/-/g, ''));
  });

  it('makes one account when one code is used by many people at once', async () => {
    const code = await newCode();
    const before = await countAccounts();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => join({ email: freshEmail(), password: 'Spelling1', code })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    for (const r of results.filter((r) => r.statusCode === 400)) expect(codesOf(r.json())).toEqual(['join.code.used']);
    expect(await countAccounts()).toBe(before + 1);
    const invitation = await t.deps.db
      .selectFrom('invitations')
      .select(['used_by_account_id'])
      .where('used_by_account_id', '=', results.find((r) => r.statusCode === 200)!.json<{ id: string }>().id)
      .execute();
    expect(invitation).toHaveLength(1);
  });

  it('makes one account when one e-mail signs up with two codes at once', async () => {
    const email = freshEmail();
    const [a, b] = await createInvitations(t.deps, { count: 2 });
    const results = await Promise.all([a, b].map((code) => join({ email, password: 'Spelling1', code })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const loser = results.find((r) => r.statusCode === 400)!;
    expect(codesOf(loser.json())).toEqual(['join.email.taken']);
    // The loser's code was not spent.
    const spent = await t.deps.db.selectFrom('invitations').select('id').where('used_at', 'is not', null).execute();
    const unspent = await join({
      email: freshEmail(),
      password: 'Spelling1',
      code: results[0]!.statusCode === 200 ? b! : a!,
    });
    expect(unspent.statusCode).toBe(200);
    expect(spent.length).toBeGreaterThan(0);
  });

  it('moves a wait-lister to joined', async () => {
    const email = freshEmail();
    await t.app.inject({ method: 'POST', url: '/api/waiting-list', payload: { email } });
    const code = await newCode(email);
    const status = () =>
      t.deps.db.selectFrom('wait_listers').select('status').where('email', '=', email).executeTakeFirstOrThrow();
    expect((await status()).status).toBe('invited');
    expect((await join({ email, password: 'Spelling1', code })).statusCode).toBe(200);
    expect((await status()).status).toBe('joined');
  });

  it("spends a code after 3 answers of 'e-mail taken', and says so in the log", async () => {
    const taken = [freshEmail(), freshEmail(), freshEmail(), freshEmail()];
    for (const email of taken) await createAccount(t.deps.db, { email, password: 'Spelling1' });
    const code = await newCode();
    const warnings: string[] = [];
    const log = t.deps.log;
    const original = log.warn.bind(log);
    log.warn = (obj: unknown, msg?: string) => {
      warnings.push(`${msg ?? ''} ${JSON.stringify(obj)}`);
      return original(obj, msg);
    };
    const answers: string[][] = [];
    try {
      for (const email of taken) answers.push(codesOf((await join({ email, password: 'Spelling1', code })).json()));
    } finally {
      log.warn = original;
    }
    // One unused code can no longer be asked about any number of addresses.
    expect(answers).toEqual([['join.email.taken'], ['join.email.taken'], ['join.email.taken'], ['join.code.used']]);
    expect(warnings.filter((w) => w.includes('invitation code was spent'))).toHaveLength(1);
    expect(warnings.join('\n')).not.toContain(code);
    const free = await join({ email: freshEmail(), password: 'Spelling1', code });
    expect(codesOf(free.json())).toEqual(['join.code.used']);
  });

  it('refuses a taken e-mail even with a good code', async () => {
    const email = freshEmail();
    await createAccount(t.deps.db, { email, password: 'Spelling1' });
    const res = await join({ email, password: 'Spelling1', code: await newCode() });
    expect(codesOf(res.json())).toEqual(['join.email.taken']);
  });
});

describe('abuse limit', () => {
  it('answers 429 with Retry-After past the per-IP limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const statuses: number[] = [];
      let retryAfter: unknown;
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/join',
          payload: { email: 'x@example.com', password: 'Spelling1', code: 'AAAA' },
        });
        statuses.push(res.statusCode);
        retryAfter ??= res.headers['retry-after'];
      }
      expect(statuses).toEqual([400, 400, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
