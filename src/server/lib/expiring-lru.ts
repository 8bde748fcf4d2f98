import { LRUCache } from 'lru-cache';

interface ExpiringLruOptions {
  max: number;
  ttlMs: number;
  now?: () => number;
}

/**
 * An LRU cache of at most `max` entries, the least recently used going first, each believed for `ttlMs`
 * from when it was set. Every check reads the clock (no 1 ms reuse of the last reading), through `now` when
 * tests pass one.
 *
 * Expired entries go as new keys arrive: once per `ttlMs` at most, adding a key first drops every entry past
 * its time, so an entry stays at most about `2 × ttlMs` while new keys keep coming. lru-cache itself drops an
 * expired entry only when it is asked for or pushed out by `max`, so a cache filled by a crowd of one-off
 * keys (each player's session at the morning rush) would hold all `max` of them, long expired; its own
 * `ttlAutopurge` would set a timer for every entry. Updating a key already held never purges: the update
 * keeps the entry's time (`noUpdateTTL`) only if the entry is still there.
 */
export class ExpiringLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>> extends LRUCache<K, V> {
  private purgedAt: number;

  constructor({ max, ttlMs, now = Date.now }: ExpiringLruOptions) {
    super({ max, ttl: ttlMs, ttlResolution: 0, perf: { now } });
    this.purgedAt = now();
  }

  override set(key: K, value: V | undefined, options?: LRUCache.SetOptions<K, V, unknown>): this {
    if (value !== undefined && this.peek(key, { allowStale: true }) === undefined) {
      const now = this.perf.now();
      if (now - this.purgedAt >= this.ttl) {
        this.purgedAt = now;
        this.purgeStale();
      }
    }
    return super.set(key, value, options);
  }
}
