import type { FastifyBaseLogger } from 'fastify';

/** A long pass reports its counts this often, not only at its end. */
const REPORT_EVERY_MS = 60_000;

/**
 * The clips a pass of the queue could not make, logged without a flood: the first clip to fail with a
 * given reason is logged with its hash, later ones with the same reason only counted, and the counts
 * logged every minute and when the pass ends. A provider that is away (Google's TTS offline) fails
 * every clip the same way: thousands of pending clips then make a line a minute, not a line a clip.
 */
export class ClipFailureLog {
  /** Reason → clips that failed with it since the last report, after the first of the pass. */
  private readonly repeats = new Map<string, number>();
  private lastReportAt: number;

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly now: () => number = Date.now,
  ) {
    this.lastReportAt = now();
  }

  failed(textHash: string, reason: string): void {
    const repeats = this.repeats.get(reason);
    if (repeats === undefined) {
      this.log.warn({ textHash, error: reason }, 'audio clip synthesis failed; will retry later');
      this.repeats.set(reason, 0);
    } else {
      this.repeats.set(reason, repeats + 1);
    }
    if (this.now() - this.lastReportAt >= REPORT_EVERY_MS) this.report();
  }

  /** Ends the pass: logs the counts; the next pass logs its first failure of each reason again. */
  endPass(): void {
    this.report();
    this.repeats.clear();
  }

  private report(): void {
    for (const [reason, clips] of this.repeats) {
      if (clips === 0) continue;
      this.log.warn({ clips, error: reason }, 'audio: more clips failed the same way; each will retry later');
      this.repeats.set(reason, 0);
    }
    this.lastReportAt = this.now();
  }
}
