import type { Db } from '../../db/database';
import { touchSessions } from './auth.repository';

export interface SessionTouchesOptions {
  /** How long a seen session waits before its last_seen_at is written with the others. Default 1 s. */
  flushEveryMs?: number;
  /** Called when a write fails (the sessions stay queued for the next one). */
  onError?: (error: unknown) => void;
}

/**
 * The sessions seen since the last write, written together in one statement a moment later: a
 * request that finds its session due for a touch does not wait for a commit of its own. A session's
 * latest sighting wins; a crash loses at most the last second's sightings (the idle limit is days).
 */
export class SessionTouches {
  private pending = new Map<string, Date>();
  /** The batch being written: until it commits, a read of the database does not see it. */
  private inFlight = new Map<string, Date>();
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private readonly onError: (error: unknown) => void;

  constructor(
    private readonly db: Db,
    options: SessionTouchesOptions = {},
  ) {
    this.onError = options.onError ?? (() => {});
    this.timer = setInterval(() => void this.flush(), options.flushEveryMs ?? 1_000);
    this.timer.unref();
  }

  get size(): number {
    return this.pending.size;
  }

  /** The latest sighting of a session not yet in the database (queued or being written), if any. */
  unwrittenSighting(sessionId: string): Date | undefined {
    const queued = this.pending.get(sessionId);
    const writing = this.inFlight.get(sessionId);
    return queued && writing ? (queued > writing ? queued : writing) : (queued ?? writing);
  }

  seen(sessionId: string, at: Date): void {
    const known = this.pending.get(sessionId);
    if (!known || known < at) this.pending.set(sessionId, at);
  }

  /** Writes what is pending; one write at a time, in order. */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = this.pending;
      this.pending = new Map();
      this.inFlight = batch;
      try {
        await touchSessions(this.db, [...batch]);
      } catch (error) {
        for (const [sessionId, at] of batch) this.seen(sessionId, at);
        this.onError(error);
      } finally {
        this.inFlight = new Map();
      }
    });
    return this.writing;
  }

  /** Stops the timer and writes what is left (before the database closes). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
