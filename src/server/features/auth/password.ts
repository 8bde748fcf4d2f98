import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** Argon2id (`Algorithm.Argon2id` is a const enum: 2); OWASP's floor m=19 MiB, t=2, p=1. */
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes running at once: one per core. Each holds 19 MiB and a core for ~50 ms on libuv's pool (4
 * threads): more at once makes none faster, adds 19 MiB each, and leaves no pool thread for file reads.
 */
export const argon2Slots = pLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return argon2Slots(() => hash(password, ARGON2_OPTIONS));
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
