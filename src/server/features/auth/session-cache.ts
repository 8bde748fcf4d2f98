import { ExpiringLru } from '../../lib/expiring-lru';
import type { findSessionsByTokenHashes } from './auth.repository';

export type SessionRow = Awaited<ReturnType<typeof findSessionsByTokenHashes>>[number];

/** The channel every change to a session or an account is announced on (migration 2026_11_23_190000). */
export const AUTH_CHANNEL = 'spelldown_auth';

export interface SessionCacheOptions {
  /** How long a checked session is believed without asking the database again. Default 5 s. */
  ttlMs?: number;
  /** Sessions kept at most (decision 014 says what they weigh); the least recently used go first. Default 20,000. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * The sessions this process checked in the last few seconds, by token hash: a player's page and the
 * calls it makes right after read the session once. It is believed only while this process listens
 * to AUTH_CHANNEL, where the database announces every ended session and changed account (from any
 * process, or plain SQL); while not listening it keeps nothing. A read that started before a change
 * is not kept (`generation`), so a forgotten session cannot come back.
 */
export class SessionCache {
  /** Checked sessions by token hash, each believed for `ttlMs` from its read. */
  private readonly entries: ExpiringLru<string, SessionRow>;
  private listening = false;
  /** Bumped by every forget: a read from an older generation is not kept. */
  private generationCount = 0;

  constructor(options: SessionCacheOptions = {}) {
    this.entries = new ExpiringLru<string, SessionRow>({
      max: options.maxEntries ?? 20_000,
      ttlMs: options.ttlMs ?? 5_000,
      now: options.now,
    });
  }

  get generation(): number {
    return this.generationCount;
  }

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string): SessionRow | undefined {
    return this.entries.get(tokenHash);
  }

  /** Keeps a row read from the database, unless something was forgotten since the read began. */
  remember(tokenHash: string, row: SessionRow, readAtGeneration: number): void {
    if (!this.listening || readAtGeneration !== this.generationCount) return;
    this.entries.set(tokenHash, row);
  }

  /** The session was seen now (its last_seen_at written); it is believed no longer than before. */
  touched(tokenHash: string, at: Date): void {
    const row = this.entries.peek(tokenHash);
    if (row) this.entries.set(tokenHash, { ...row, lastSeenAt: at }, { noUpdateTTL: true });
  }

  forgetToken(tokenHash: string): void {
    this.generationCount += 1;
    this.entries.delete(tokenHash);
  }

  forgetSession(sessionId: string): void {
    this.forgetWhere((row) => row.sessionId === sessionId);
  }

  forgetAccount(accountId: string): void {
    this.forgetWhere((row) => row.accountId === accountId);
  }

  clear(): void {
    this.generationCount += 1;
    this.entries.clear();
  }

  /** A message of AUTH_CHANNEL: `s:<token hash>`, `a:<account id>` or `*`. */
  onMessage(payload: string): void {
    if (payload.startsWith('s:')) this.forgetToken(payload.slice(2));
    else if (payload.startsWith('a:')) this.forgetAccount(payload.slice(2));
    else this.clear();
  }

  /** Believed only while listening: announcements may be missed in between. */
  onListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  close(): void {
    this.onListening(false);
  }

  private forgetWhere(matches: (row: SessionRow) => boolean): void {
    this.generationCount += 1;
    const matching = [...this.entries.entries()].filter(([, row]) => matches(row)).map(([tokenHash]) => tokenHash);
    for (const tokenHash of matching) this.entries.delete(tokenHash);
  }
}
