import { LRUCache } from 'lru-cache';

/**
 * At most `max` entries, the least recently used going first, each believed for `ttlMs` from when it
 * was set. Every check reads the clock (no 1 ms reuse of the last reading), through `now` when tests
 * pass one.
 */
export function expiringLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(options: {
  max: number;
  ttlMs: number;
  now?: () => number;
}): LRUCache<K, V> {
  return new LRUCache<K, V>({
    max: options.max,
    ttl: options.ttlMs,
    ttlResolution: 0,
    perf: { now: options.now ?? Date.now },
  });
}
