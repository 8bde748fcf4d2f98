import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Windows past their end are deleted at most this often, by the first attempt after it. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface RateLimiterOptions {
  /** Attempts allowed per key in one window. */
  limit: number;
  windowMs: number;
  now: () => Date;
  onSweepError: (error: unknown) => void;
}

/**
 * A fixed-window counter per key, kept in the database (`rate_limit_windows`), so every process on one
 * Postgres counts against one limit. An attempt costs one statement: an upsert that answers the count.
 * A window starts at a key's first attempt and lasts `windowMs`; the next attempt after it starts anew.
 * Time is the app's clock (tests move it): instances' clocks agree to well within a window.
 */
export class RateLimiter {
  private lastSweepAt = 0;

  constructor(
    private readonly db: Db,
    private readonly options: RateLimiterOptions,
  ) {}

  /** Counts one attempt; answers the seconds to wait when over the limit, else 0. */
  async hit(key: string): Promise<number> {
    const now = this.options.now();
    const { hits, resetsAt } = await countAttempt(this.db, key, now, new Date(now.getTime() + this.options.windowMs));
    if (now.getTime() - this.lastSweepAt >= SWEEP_EVERY_MS) {
      this.lastSweepAt = now.getTime();
      this.sweep().catch(this.options.onSweepError);
    }
    return hits > this.options.limit ? Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)) : 0;
  }

  /** Deletes the windows that have ended (every process's: they are shared); answers how many. */
  async sweep(): Promise<number> {
    const result = await this.db
      .deleteFrom('rate_limit_windows')
      .where('resets_at', '<=', this.options.now())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** Adds an attempt to the key's window, or opens a new window when the last one has ended. */
async function countAttempt(db: Db, key: string, now: Date, resetsAt: Date) {
  const { rows } = await sql<{ hits: number; resets_at: Date }>`
    insert into rate_limit_windows as w (key, hits, resets_at) values (${key}, 1, ${resetsAt})
    on conflict (key) do update set
      hits = case when w.resets_at <= ${now} then 1 else w.hits + 1 end,
      resets_at = case when w.resets_at <= ${now} then excluded.resets_at else w.resets_at end
    returning hits, resets_at`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the attempt was not counted');
  return { hits: row.hits, resetsAt: new Date(row.resets_at) };
}
