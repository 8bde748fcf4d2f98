import { describe, expect, it } from 'vitest';
import { ExpiringLru } from './expiring-lru';

describe('ExpiringLru', () => {
  it('believes an entry for its time only', () => {
    let now = 1_000;
    const cache = new ExpiringLru<string, number>({ max: 10, ttlMs: 100, now: () => now });
    cache.set('a', 1);
    now += 100;
    expect(cache.get('a')).toBe(1);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops expired entries nobody asks for again as new ones arrive, not only when full', () => {
    let now = 1_000;
    const cache = new ExpiringLru<string, number>({ max: 1_000, ttlMs: 100, now: () => now });
    // A crowd of one-off keys, each set once and never read again.
    for (let i = 0; i < 500; i++) cache.set(`early-${i}`, i);
    expect(cache.size).toBe(500);
    now += 150;
    cache.set('late', 1);
    expect(cache.size).toBe(1);
    expect(cache.get('late')).toBe(1);
  });

  it('keeps what is still within its time when it drops the rest', () => {
    let now = 1_000;
    const cache = new ExpiringLru<string, number>({ max: 1_000, ttlMs: 100, now: () => now });
    cache.set('old', 1);
    now += 60;
    cache.set('recent', 2);
    now += 50; // 'old' is 110 ms old, 'recent' 50 ms
    cache.set('new', 3);
    expect(cache.size).toBe(2);
    expect([...cache.keys()].sort()).toEqual(['new', 'recent']);
  });

  it('never makes an entry new by purging it just before an update that keeps its time (noUpdateTTL)', () => {
    let now = 1_000;
    const cache = new ExpiringLru<string, number>({ max: 10, ttlMs: 100, now: () => now });
    cache.set('a', 1);
    // Read alive a moment ago (as a session is before it is marked seen), past its time now, purge due.
    now += 101;
    cache.set('a', 2, { noUpdateTTL: true });
    expect(cache.get('a')).toBeUndefined();
  });

  it('still pushes out the least recently used at max', () => {
    const cache = new ExpiringLru<string, number>({ max: 2, ttlMs: 100_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
  });
});
