import { performance } from 'node:perf_hooks';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/server/features/accounts/accounts.service';
import { MAX_FAILED_LOGINS_PER_ADDRESS } from '../../src/server/features/auth/auth.service';
import { sha256Hex } from '../../src/server/lib/crypto';
import { createTestApp, type TestApp } from '../support/test-app';
import { median } from './harness';

/**
 * Product §10: login, sign-up, recovery and reset answer a known and an unknown e-mail with the same
 * status and body, in about the same time. 200 samples of each, interleaved (known, unknown, then
 * unknown, known, so neither always goes first), timed in-process around `app.inject`; the medians
 * must be within 5 ms. Work left for after an answer (recovery mail, the failed-login record) settles
 * between samples, outside the timing: a client has its answer by then.
 */
const SAMPLES = Number(process.env.ENUMERATION_SAMPLES ?? 200);
const WARM_UP = 10;
const MAX_MEDIAN_GAP_MS = 5;
const MEASURE_ATTEMPTS = 3;
/** Known accounts take turns, and each login comes from an address of its own (failed logins are throttled per address). */
const KNOWN_ACCOUNTS = 5;
const PASSWORD = 'Quiet-Harbor-93';
const WRONG_PASSWORD = 'Wrong-Harbor-93';
const NEW_PASSWORD = 'Brand-New-Lamp-58';
const UNKNOWN_CODE = 'ABCD-EFGH-JKMN-PQRS';

let t: TestApp;
const known: string[] = [];
let unknownCounter = 0;
const figures: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  for (let i = 0; i < KNOWN_ACCOUNTS; i += 1) {
    const email = `known${i}@example.com`;
    await createAccount(t.deps.db, { email, password: PASSWORD });
    known.push(email);
  }
});
afterAll(async () => {
  console.info(`enumeration (${SAMPLES} samples each, medians):\n  ${figures.join('\n  ')}`);
  await t.close();
});

type Kind = 'known' | 'unknown';

interface Sample {
  ms: number;
  status: number;
  body: string;
}

function emailOf(kind: Kind, i: number, knownList: string[]): string {
  if (kind === 'known') return knownList[i % knownList.length]!;
  unknownCounter += 1;
  return `unknown${unknownCounter}@example.com`;
}

async function timed(options: InjectOptions): Promise<Sample> {
  const start = performance.now();
  const res: LightMyRequestResponse = await t.app.inject(options);
  const ms = performance.now() - start;
  // Work a request leaves for after its answer (mail, the failed-login record) settles outside the timing.
  await t.deps.mailer.flush();
  await new Promise((resolve) => setTimeout(resolve, 1));
  return { ms, status: res.statusCode, body: res.body };
}

/**
 * Measures, and measures again (up to 3 times in all) while the gap is over the bound: on a machine
 * shared with other test files a burst of load can move one median, but a real difference (such as
 * the 12 ms a failed-login write once cost a known e-mail) shows in every attempt. Every attempt's
 * figures are printed; every attempt's answers are checked.
 */
async function measure(name: string, request: (email: string) => InjectOptions, knownList = known) {
  const attempts: Awaited<ReturnType<typeof measureOnce>>[] = [];
  do {
    attempts.push(await measureOnce(attempts.length === 0 ? name : `${name} (again)`, request, knownList));
  } while (attempts.at(-1)!.gap >= MAX_MEDIAN_GAP_MS && attempts.length < MEASURE_ATTEMPTS);
  const all = (kind: Kind) => attempts.flatMap((a) => a.series[kind]);
  return { series: { known: all('known'), unknown: all('unknown') }, gap: attempts.at(-1)!.gap };
}

/** Runs the interleaved samples; answers both series. */
async function measureOnce(name: string, request: (email: string) => InjectOptions, knownList: string[]) {
  const series: Record<Kind, Sample[]> = { known: [], unknown: [] };
  for (let i = 0; i < WARM_UP; i += 1) {
    await timed(request(emailOf('known', i, knownList)));
    await timed(request(emailOf('unknown', i, knownList)));
  }
  for (let i = 0; i < SAMPLES; i += 1) {
    const order: Kind[] = i % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
    for (const kind of order) series[kind].push(await timed(request(emailOf(kind, i, knownList))));
  }
  const medians = { known: median(series.known.map((s) => s.ms)), unknown: median(series.unknown.map((s) => s.ms)) };
  const gap = Math.abs(medians.known - medians.unknown);
  figures.push(
    `${name}: known ${medians.known.toFixed(2)} ms, unknown ${medians.unknown.toFixed(2)} ms, gap ${gap.toFixed(2)} ms`,
  );
  return { series, medians, gap };
}

const distinct = (samples: Sample[], pick: (s: Sample) => unknown) => [...new Set(samples.map(pick))];

const post = (url: string, payload: unknown): InjectOptions => ({ method: 'POST', url, payload: payload as object });
let addresses = 0;
/** A login from a client address no other request used (IPv6's documentation range: nothing is sent there). */
const loginFromNewAddress = (payload: unknown): InjectOptions => ({
  ...post('/api/login', payload),
  // A network of its own each time: the limits count an IPv6 client by its /64.
  remoteAddress: `2001:db8:${(addresses += 1).toString(16)}::1`,
});

describe('no account enumeration (product §10.3)', () => {
  it('login: one answer and one time for a known e-mail with a wrong password and an unknown e-mail', async () => {
    const { series, gap } = await measure('login', (email) => loginFromNewAddress({ email, password: WRONG_PASSWORD }));
    expect(distinct([...series.known, ...series.unknown], (s) => `${s.status} ${s.body}`)).toEqual([
      '401 {"error":"login_failed"}',
    ]);
    expect(gap).toBeLessThan(MAX_MEDIAN_GAP_MS);
  }, 300_000);

  it('recovery: 202 {} for both, in the same time (the mail is made after the answer)', async () => {
    const { series, gap } = await measure('recovery', (email) => post('/api/account-recovery', { email }));
    expect(distinct([...series.known, ...series.unknown], (s) => `${s.status} ${s.body}`)).toEqual(['202 {}']);
    expect(gap).toBeLessThan(MAX_MEDIAN_GAP_MS);
    // The check is real: known e-mails did get mail (up to 5 an hour each), unknown ones none.
    const sent = await t.deps.db.selectFrom('outbox').select('to_address').execute();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((row) => known.includes(row.to_address))).toBe(true);
  }, 300_000);

  /**
   * With accounts that have live recovery codes (the recovery test asked for them): a wrong code counts
   * against no code, so a known e-mail writes no more than an unknown one.
   */
  it('reset: one answer and one time for a known and an unknown e-mail with a wrong code', async () => {
    const { series, gap } = await measure('reset', (email) =>
      post('/api/reset-password', { email, password: NEW_PASSWORD, recoveryCode: 'not-a-real-code-1234567' }),
    );
    const answers = distinct([...series.known, ...series.unknown], (s) => `${s.status} ${s.body}`);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatch(/^400 .*resetPassword\.recoveryCode\.invalid/);
    expect(gap).toBeLessThan(MAX_MEDIAN_GAP_MS);
  }, 300_000);

  it('sign-up: the same status in the same time for a taken and a free e-mail (with a code that is not valid)', async () => {
    const { series, gap } = await measure('sign-up', (email) =>
      post('/api/join', { email, password: NEW_PASSWORD, code: UNKNOWN_CODE }),
    );
    expect(distinct([...series.known, ...series.unknown], (s) => s.status)).toEqual([400]);
    expect(gap).toBeLessThan(MAX_MEDIAN_GAP_MS);
  }, 300_000);

  /** Sign-up says an e-mail is taken only to someone holding a valid invitation code. */
  it('sign-up answers a taken and a free e-mail with the same body when the code is not valid', async () => {
    const taken = await t.app.inject(
      post('/api/join', { email: known[0], password: NEW_PASSWORD, code: UNKNOWN_CODE }),
    );
    const free = await t.app.inject(
      post('/api/join', { email: 'free-address@example.com', password: NEW_PASSWORD, code: UNKNOWN_CODE }),
    );
    expect(taken.body).toBe(free.body);
  });

  it(`stops an address on a known and an unknown e-mail alike after ${MAX_FAILED_LOGINS_PER_ADDRESS} failures in an hour`, async () => {
    const known = 'locked@example.com';
    const unknown = 'never-seen@example.com';
    await createAccount(t.deps.db, { email: known, password: PASSWORD });
    const answers = async () => [
      await t.app.inject(post('/api/login', { email: known, password: WRONG_PASSWORD })),
      await t.app.inject(post('/api/login', { email: unknown, password: WRONG_PASSWORD })),
    ];
    const [knownBefore, unknownBefore] = await answers();
    expect(knownBefore!.statusCode).toBe(401);
    expect(unknownBefore!.body).toBe(knownBefore!.body);
    // Both e-mails have had this client's allowance of failures for the hour (before the real ones above).
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    await t.deps.db
      .insertInto('login_failures')
      .values(
        [known, unknown].flatMap((email) =>
          Array.from({ length: MAX_FAILED_LOGINS_PER_ADDRESS }, () => ({
            email_key: sha256Hex(email),
            address: '127.0.0.1',
            created_at: tenMinutesAgo,
          })),
        ),
      )
      .execute();
    const [knownLocked, unknownLocked] = await answers();
    expect(knownLocked!.statusCode).toBe(429);
    expect(unknownLocked!.statusCode).toBe(429);
    expect(unknownLocked!.body).toBe(knownLocked!.body);
    // Both wait until the same failure leaves the hour (read a few milliseconds apart).
    const waits = [knownLocked!, unknownLocked!].map((res) => Number(res.headers['retry-after']));
    expect(waits[0]).toBeGreaterThan(49 * 60);
    expect(Math.abs(waits[0]! - waits[1]!)).toBeLessThanOrEqual(1);
  });
});
