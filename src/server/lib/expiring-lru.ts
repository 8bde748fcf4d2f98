import { LRUCache } from 'lru-cache';

interface ExpiringLruOptions {
  max: number;
  ttlMs: number;
  now?: () => number;
}

/**
 * An LRU cache whose expired entries go as new ones arrive: once per `ttlMs`, a `set` first drops every
 * entry past its time. lru-cache itself only drops an expired entry when it is asked for or pushed out by
 * `max`, so a cache filled by a crowd of one-off keys (each player's session at the morning rush) held all
 * `max` of them, long expired, for as long as the process ran. Its own `ttlAutopurge` would instead set a
 * timer for every entry.
 */
class ExpiringLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>> extends LRUCache<K, V> {
  private readonly clock: () => number;
  private readonly ttlMs: number;
  private purgedAt: number;

  constructor({ max, ttlMs, now = Date.now }: ExpiringLruOptions) {
    super({ max, ttl: ttlMs, ttlResolution: 0, perf: { now } });
    this.clock = now;
    this.ttlMs = ttlMs;
    this.purgedAt = now();
  }

  override set(key: K, value: V | undefined, options?: LRUCache.SetOptions<K, V, unknown>): this {
    const now = this.clock();
    if (now - this.purgedAt >= this.ttlMs) {
      this.purgedAt = now;
      this.purgeStale();
    }
    return super.set(key, value, options);
  }
}

/**
 * At most `max` entries, the least recently used going first, each believed for `ttlMs` from when it
 * was set, and dropped within about `ttlMs` after that once new entries come. Every check reads the clock
 * (no 1 ms reuse of the last reading), through `now` when tests pass one.
 */
export function expiringLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  options: ExpiringLruOptions,
): LRUCache<K, V> {
  return new ExpiringLru<K, V>(options);
}
