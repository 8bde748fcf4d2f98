import { availableParallelism } from 'node:os';
import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { argon2Slots, hashPassword, needsRehash, verifyPassword } from './password';

describe('passwords', () => {
  it('stores argon2id hashes that verify the password and nothing else', async () => {
    const stored = await hashPassword('Correct horse 1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword(stored, 'Correct horse 1')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse 1')).toBe(false);
    expect(await verifyPassword(undefined, 'Correct horse 1')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Correct horse 1')).toBe(false);
  });

  it('verifies a hash made with older parameters and asks for it to be made again', async () => {
    const older = await hash('Correct horse 1', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(older, 'Correct horse 1')).toBe(true);
    expect(needsRehash(older)).toBe(true);
  });

  it('runs at most one hash per core at once, queueing the rest (each holds 7 MiB)', async () => {
    const stored = await hashPassword('Queue me 1');
    const seen = { active: 0, pending: 0 };
    const watch = setInterval(() => {
      seen.active = Math.max(seen.active, argon2Slots.activeCount);
      seen.pending = Math.max(seen.pending, argon2Slots.pendingCount);
    }, 1);
    try {
      const logins = Array.from({ length: availableParallelism() + 4 }, () => verifyPassword(stored, 'Queue me 1'));
      expect(await Promise.all(logins)).toEqual(logins.map(() => true));
    } finally {
      clearInterval(watch);
    }
    expect(seen.active).toBeGreaterThan(0);
    expect(seen.active).toBeLessThanOrEqual(availableParallelism());
    expect(seen.pending).toBeGreaterThan(0);
  });
});
