import { describe, expect, it } from 'vitest';
import { ClipCache } from './audio.cache';
import { clipEtag } from './audio.keys';

const clip = (textHash: string, size: number, fill = 1) => {
  const bytes = new Uint8Array(size).fill(fill);
  return { textHash, bytes, contentType: 'audio/mpeg', etag: clipEtag('installation-secret', bytes) };
};

describe('ClipCache', () => {
  it('answers what it kept, with its strong ETag', () => {
    const cache = new ClipCache();
    cache.remember('key-a', clip('hash-a', 100));
    const kept = cache.get('key-a');
    expect(kept?.bytes.length).toBe(100);
    expect(kept?.contentType).toBe('audio/mpeg');
    expect(kept?.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(cache.remember('key-b', clip('hash-b', 100, 2)).etag).not.toBe(kept?.etag);
    expect(cache.get('key-unknown')).toBeUndefined();
  });

  it('keeps its own copy of the bytes (a database driver may reuse its buffer)', () => {
    const cache = new ClipCache();
    const source = clip('hash-a', 10);
    cache.remember('key-a', source);
    source.bytes.fill(9);
    expect([...(cache.get('key-a')?.bytes ?? [])]).toEqual(Array(10).fill(1));
  });

  it('stays within its byte budget, letting the least recently asked for go first', () => {
    const cache = new ClipCache({ maxBytes: 3_000 });
    cache.remember('key-a', clip('hash-a', 1_000));
    cache.remember('key-b', clip('hash-b', 1_000));
    cache.remember('key-c', clip('hash-c', 1_000));
    cache.get('key-a'); // now b is the least recently asked for
    cache.remember('key-d', clip('hash-d', 1_000));
    expect(cache.get('key-b')).toBeUndefined();
    expect(cache.get('key-a')).toBeDefined();
    expect(cache.get('key-d')).toBeDefined();
    expect(cache.size).toBe(3);
  });

  it('forgets a clip by its text hash (its bytes were regenerated)', () => {
    const cache = new ClipCache();
    cache.remember('key-a', clip('hash-a', 10));
    cache.remember('key-b', clip('hash-b', 10));
    cache.forget('hash-a');
    cache.forget('hash-unknown');
    expect(cache.get('key-a')).toBeUndefined();
    expect(cache.get('key-b')).toBeDefined();
  });

  it('reads a clip again once its time is up (another process may have regenerated it)', async () => {
    const cache = new ClipCache({ ttlMs: 30 });
    cache.remember('key-a', clip('hash-a', 10));
    expect(cache.get('key-a')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.get('key-a')).toBeUndefined();
  });
});
