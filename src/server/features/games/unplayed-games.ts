import { ExpiringLru } from '../../lib/expiring-lru';

/** The channel every new submission is announced on (migration 2026_11_25_090000). */
export const SUBMISSIONS_CHANNEL = 'spelldown_submissions';

export interface UnplayedGamesOptions {
  /** How long a game read as unplayed is believed without asking the database again. Default 30 s. */
  ttlMs?: number;
  /** Pairs kept at most (decision 027 says what they weigh); the least recently used go first. Default 20,000. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * The (player, game) pairs this process read as not yet played, by `submissionKey`: at the hour everyone
 * opens today's game, each page and call of a player who has not played asks the database nothing.
 * Only "not played" is kept (a submission never is): nothing but a new submission can make it wrong,
 * and the database announces every one on SUBMISSIONS_CHANNEL, from any process or plain SQL. While
 * this process does not listen, it keeps nothing.
 *
 * A read goes `beginRead` → database → `endRead`; one that began before its pair was forgotten is not
 * kept, so a submission stored while it ran can never be hidden by it.
 */
export class UnplayedGames {
  /** Unplayed pairs, each believed for `ttlMs`. */
  private readonly unplayed: ExpiringLru<string, true>;
  /** Reads in flight by pair, and the last change that forgot the pair while they ran. */
  private readonly reads = new Map<string, { count: number; forgottenAt: number }>();
  private listening = false;
  /** Counts forgets: a read remembers the count it began at. */
  private changes = 0;
  /** Reads that began before this change are not kept (everything was forgotten then). */
  private keptFrom = 0;

  constructor(options: UnplayedGamesOptions = {}) {
    this.unplayed = new ExpiringLru<string, true>({
      max: options.maxEntries ?? 20_000,
      ttlMs: options.ttlMs ?? 30_000,
      now: options.now,
    });
  }

  get size(): number {
    return this.unplayed.size;
  }

  /** Was this pair read as unplayed a moment ago (and not played since, as far as anyone said)? */
  isUnplayed(key: string): boolean {
    return this.unplayed.get(key) !== undefined;
  }

  /** A read of this pair begins: answers the change count to give `endRead`. */
  beginRead(key: string): number {
    const read = this.reads.get(key);
    if (read) read.count += 1;
    else this.reads.set(key, { count: 1, forgottenAt: 0 });
    return this.changes;
  }

  /** The read that began at `readAt` ended; it found the pair unplayed or not (or failed: false). */
  endRead(key: string, readAt: number, foundUnplayed: boolean): void {
    const read = this.reads.get(key);
    const forgottenSince = read !== undefined && read.forgottenAt > readAt;
    if (read && --read.count === 0) this.reads.delete(key);
    if (!foundUnplayed || forgottenSince || !this.listening || readAt < this.keptFrom) return;
    this.unplayed.set(key, true);
  }

  /** These pairs were played (or may have been): forgotten, and reads in flight for them are not kept. */
  forget(keys: readonly string[]): void {
    this.changes += 1;
    for (const key of keys) {
      this.unplayed.delete(key);
      const read = this.reads.get(key);
      if (read) read.forgottenAt = this.changes;
    }
  }

  clear(): void {
    this.changes += 1;
    this.keptFrom = this.changes;
    this.unplayed.clear();
  }

  /** A message of SUBMISSIONS_CHANNEL: comma-separated `submissionKey`s, or `*` for every pair. */
  onMessage(payload: string): void {
    if (payload === '*') this.clear();
    else this.forget(payload.split(','));
  }

  /** Believed only while listening: announcements may be missed in between. */
  onListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }
}
