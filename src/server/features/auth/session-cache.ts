import type { findSessionsByTokenHashes } from './auth.repository';

export type SessionRow = Awaited<ReturnType<typeof findSessionsByTokenHashes>>[number];

/** The channel every change to a session or an account is announced on (migration 2026_11_23_190000). */
export const AUTH_CHANNEL = 'spelldown_auth';

export interface SessionCacheOptions {
  /** How long a checked session is believed without asking the database again. Default 5 s. */
  ttlMs?: number;
  /** Sessions kept at most; the oldest go first. Default 20,000 (a few MB). */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  row: SessionRow;
  until: number;
}

/** Every live cache of this process, for `forgetCachedSessions`. */
const liveCaches = new Set<SessionCache>();

/**
 * The sessions this process checked in the last few seconds, by token hash: a player's page and the
 * calls it makes right after read the session once. It is believed only while this process listens
 * to AUTH_CHANNEL, where the database announces every ended session and changed account (from any
 * process, or plain SQL); while not listening it keeps nothing. A read that started before a change
 * is not kept (`generation`), so a forgotten session cannot come back.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private listening = false;
  /** Bumped by every forget: a read from an older generation is not kept. */
  private generationCount = 0;

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 20_000;
    this.now = options.now ?? Date.now;
    liveCaches.add(this);
  }

  get generation(): number {
    return this.generationCount;
  }

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string): SessionRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.row;
  }

  /** Keeps a row read from the database, unless something was forgotten since the read began. */
  remember(tokenHash: string, row: SessionRow, readAtGeneration: number): void {
    if (!this.listening || readAtGeneration !== this.generationCount) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { row, until: this.now() + this.ttlMs });
  }

  /** The session was seen now (its last_seen_at written). */
  touched(tokenHash: string, at: Date): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.row = { ...entry.row, lastSeenAt: at };
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
    liveCaches.delete(this);
  }

  private forgetWhere(matches: (row: SessionRow) => boolean): void {
    this.generationCount += 1;
    for (const [tokenHash, entry] of this.entries) if (matches(entry.row)) this.entries.delete(tokenHash);
  }
}

/**
 * This process ended sessions or changed an account's roles or e-mail: every cache forgets everything
 * now, before the database's announcement (a few ms later) reaches it, so the very next request sees it.
 */
export function forgetCachedSessions(): void {
  for (const cache of liveCaches) cache.clear();
}
