import { describe, expect, it } from 'vitest';
import { SessionCache, type SessionRow } from './session-cache';

const row = (sessionId: string, accountId = 'account-1'): SessionRow => ({
  sessionId,
  tokenHash: `hash-${sessionId}`,
  createdAt: new Date('2026-11-23T10:00:00Z'),
  lastSeenAt: new Date('2026-11-23T10:00:00Z'),
  expiresAt: new Date('2027-01-01T00:00:00Z'),
  accountId,
  email: 'player@spelldown.test',
  roles: ['player'],
});

function listeningCache(now = { ms: 1_000 }) {
  const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 3, now: () => now.ms });
  cache.onListening(true);
  return cache;
}

describe('SessionCache', () => {
  it('answers a remembered session until its time is up', () => {
    const now = { ms: 1_000 };
    const cache = listeningCache(now);
    cache.remember('h1', row('s1'), cache.generation);
    now.ms = 6_000;
    expect(cache.get('h1')?.sessionId).toBe('s1');
    now.ms = 6_001;
    expect(cache.get('h1')).toBeUndefined();
    cache.close();
  });

  it('keeps nothing while it does not listen to the announcements, and forgets all when it stops', () => {
    const cache = new SessionCache();
    cache.remember('h1', row('s1'), cache.generation);
    expect(cache.get('h1')).toBeUndefined();
    cache.onListening(true);
    cache.remember('h1', row('s1'), cache.generation);
    expect(cache.get('h1')).toBeDefined();
    cache.onListening(false);
    expect(cache.get('h1')).toBeUndefined();
    cache.close();
  });

  it('does not keep a read that began before something was forgotten', () => {
    const cache = listeningCache();
    const readBegan = cache.generation;
    cache.onMessage('s:other-hash'); // a session ended while this read was in flight
    cache.remember('h1', row('s1'), readBegan);
    expect(cache.get('h1')).toBeUndefined();
    cache.close();
  });

  it('forgets by the announcements: a token, an account, or everything', () => {
    const cache = listeningCache();
    const fill = () => {
      cache.remember('h1', row('s1', 'a1'), cache.generation);
      cache.remember('h2', row('s2', 'a1'), cache.generation);
      cache.remember('h3', row('s3', 'a2'), cache.generation);
    };
    fill();
    cache.onMessage('s:h1');
    expect([cache.get('h1'), cache.get('h2')].map((r) => r?.sessionId)).toEqual([undefined, 's2']);
    cache.onMessage('a:a1');
    expect([cache.get('h2'), cache.get('h3')].map((r) => r?.sessionId)).toEqual([undefined, 's3']);
    cache.onMessage('*');
    expect(cache.size).toBe(0);
    fill();
    cache.forgetSession('s3');
    expect(cache.get('h3')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
    cache.close();
  });

  it('holds at most maxEntries, dropping the least recently used', () => {
    const cache = listeningCache();
    for (const id of ['1', '2', '3']) cache.remember(`h${id}`, row(`s${id}`), cache.generation);
    expect(cache.get('h1')?.sessionId).toBe('s1'); // h1 is used again: h2 is now the least recent
    cache.remember('h4', row('s4'), cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('h2')).toBeUndefined();
    expect(['h1', 'h3', 'h4'].map((hash) => cache.get(hash)?.sessionId)).toEqual(['s1', 's3', 's4']);
    cache.close();
  });

  it('records a touch on the kept session without believing it any longer', () => {
    const now = { ms: 1_000 };
    const cache = listeningCache(now);
    cache.remember('h1', row('s1'), cache.generation);
    now.ms = 4_000;
    const seenAt = new Date('2026-11-24T08:00:00Z');
    cache.touched('h1', seenAt);
    cache.touched('unknown', seenAt); // nothing kept: nothing to record
    expect(cache.get('h1')?.lastSeenAt).toEqual(seenAt);
    expect(cache.size).toBe(1);
    now.ms = 6_001; // five seconds after the read, not after the touch
    expect(cache.get('h1')).toBeUndefined();
    cache.close();
  });
});
