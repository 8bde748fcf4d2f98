import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * Argon2id (`Algorithm.Argon2id` is a const enum: 2) at m=7 MiB, t=5, p=1: the configuration of
 * least memory that OWASP's Password Storage Cheat Sheet lists as equal in defence to its m=19 MiB, t=2,
 * chosen because a hash's memory is held per login in flight (decision 041).
 */
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;
/** What every hash made with ARGON2_OPTIONS begins with (its PHC parameters). */
export const CURRENT_HASH_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/**
 * Hashes running at once: one per core. Each holds 7 MiB and a core for ~7 ms on libuv's pool (4
 * threads): more at once makes none faster, adds 7 MiB each, and leaves no pool thread for file reads.
 */
export const argon2Slots = pLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return argon2Slots(() => hash(password, ARGON2_OPTIONS));
}

/**
 * Was this stored hash made with other parameters (an older setting)? Its password is then hashed again
 * at the next login that proves it. Hashes carry their parameters, so an older one still verifies.
 */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(CURRENT_HASH_PREFIX);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it checks against a dummy one so an unknown
 * e-mail costs the same time as a wrong password (no account enumeration by timing).
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await argon2Slots(() => verify(target, password));
    return ok && storedHash !== undefined;
  } catch {
    return false;
  }
}
