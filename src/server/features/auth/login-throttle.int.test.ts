import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../lib/crypto';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { until } from '../../../../test/support/until';
import { createAccount } from '../accounts/accounts.service';
import {
  FAILED_LOGINS_TO_SLOW_DOWN,
  MAX_FAILED_LOGINS_PER_ADDRESS,
  MAX_FAILED_LOGINS_PER_ADDRESS_SLOWED,
} from './auth.service';

/**
 * A stranger cannot lock an owner out: failed logins are throttled per e-mail and client address, and an
 * account that fails from many addresses only gives each address fewer tries. Addresses are of the
 * documentation ranges, given to in-process requests: nothing is sent anywhere.
 */
let t: TestApp;
const PASSWORD = 'Quiet-Harbor-93';
const WRONG = 'Wrong-Harbor-93';
const OWNER = '192.0.2.10';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginFrom = (address: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: address });

/** Failures are written just after their answer: waits until this many are. */
const failuresRecorded = (email: string, count: number) =>
  until(
    () => t.deps.db.selectFrom('login_failures').select('address').where('email_key', '=', sha256Hex(email)).execute(),
    (rows) => rows.length >= count,
    5_000,
  );

describe('failed logins', () => {
  it('stop the address of a stranger who hammers an account, while its owner logs in from their own', async () => {
    const email = 'hammered@example.com';
    await createAccount(t.deps.db, { email, password: PASSWORD });
    const stranger = '203.0.113.66';
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_ADDRESS + 2; i += 1) {
      const res = await loginFrom(stranger, email, i === MAX_FAILED_LOGINS_PER_ADDRESS + 1 ? PASSWORD : WRONG);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      if (res.statusCode === 401) await failuresRecorded(email, i + 1);
    }
    // The stranger's last try had the right password: still stopped, so it learns nothing.
    expect(statuses).toEqual([...Array<number>(MAX_FAILED_LOGINS_PER_ADDRESS).fill(401), 429, 429]);
    expect((await loginFrom(OWNER, email, PASSWORD)).statusCode).toBe(200);
  });

  it('stop a burst of tries at once after as many as one at a time', async () => {
    const email = 'burst@example.com';
    await createAccount(t.deps.db, { email, password: PASSWORD });
    const burst = await Promise.all(
      Array.from({ length: 3 * MAX_FAILED_LOGINS_PER_ADDRESS }, () => loginFrom('203.0.113.88', email, WRONG)),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILED_LOGINS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * MAX_FAILED_LOGINS_PER_ADDRESS);
    await failuresRecorded(email, MAX_FAILED_LOGINS_PER_ADDRESS);
    expect((await loginFrom('203.0.113.88', email, WRONG)).statusCode).toBe(429);
    // The owner, elsewhere, still logs in.
    expect((await loginFrom(OWNER, email, PASSWORD)).statusCode).toBe(200);
  });

  it('stop a stranger who takes a new IPv6 address of their /64 for every try', async () => {
    const email = 'hopped@example.com';
    await createAccount(t.deps.db, { email, password: PASSWORD });
    const statuses: number[] = [];
    for (let i = 1; i <= MAX_FAILED_LOGINS_PER_ADDRESS + 1; i += 1) {
      const { statusCode } = await loginFrom(`2001:db8:66:1::${i.toString(16)}`, email, WRONG);
      statuses.push(statusCode);
      if (statusCode === 401) await failuresRecorded(email, i);
    }
    expect(statuses).toEqual([...Array<number>(MAX_FAILED_LOGINS_PER_ADDRESS).fill(401), 429]);
    // The owner's own IPv6 network is another client.
    expect((await loginFrom('2001:db8:77:1::1', email, PASSWORD)).statusCode).toBe(200);
  });

  it('from many addresses slow each address down, and never stop the owner', async () => {
    const email = 'besieged@example.com';
    await createAccount(t.deps.db, { email, password: PASSWORD });
    // A botnet's failures in the last hour, a few from each of many addresses.
    await t.deps.db
      .insertInto('login_failures')
      .values(
        Array.from({ length: FAILED_LOGINS_TO_SLOW_DOWN }, (_, i) => ({
          email_key: sha256Hex(email),
          address: `198.51.100.${i % 50}`,
          created_at: new Date(Date.now() - 60_000),
        })),
      )
      .execute();
    const newcomer = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_ADDRESS_SLOWED + 1; i += 1) {
      const { statusCode } = await loginFrom(newcomer, email, WRONG);
      statuses.push(statusCode);
      if (statusCode === 401) await failuresRecorded(email, FAILED_LOGINS_TO_SLOW_DOWN + i + 1);
    }
    expect(statuses).toEqual([...Array<number>(MAX_FAILED_LOGINS_PER_ADDRESS_SLOWED).fill(401), 429]);
    expect((await loginFrom(OWNER, email, PASSWORD)).statusCode).toBe(200);
  });
});
