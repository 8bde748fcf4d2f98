import type { FastifyBaseLogger } from 'fastify';

/** A kind of failure is logged in full at most this often; the clips between are counted. */
const LOG_EVERY_MS = 60_000;

interface FailureKind {
  /** The message of the clip last logged in full. */
  reason: string;
  loggedAt: number;
  /** Clips of this kind that failed since, counted rather than logged. */
  repeats: number;
}

/** A failure's kind: its message with the figures of the clip (durations, levels) taken out. */
const kindOf = (reason: string) => reason.replace(/\d+(?:\.\d+)?/g, '#');

/**
 * The clips the queue could not make, logged without a flood. The first clip of a kind of failure is
 * logged with its hash and message, and the next clips of that kind within a minute are counted; each pass
 * of the queue ends by logging the counts. A provider that is away (Google's TTS offline) fails every
 * clip the same way, and a broken voice makes every clip silent with figures of its own: thousands of
 * clips then make a line or two a minute, not a line a clip.
 */
export class ClipFailureLog {
  private readonly kinds = new Map<string, FailureKind>();

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly now: () => number = Date.now,
  ) {}

  failed(textHash: string, reason: string): void {
    const key = kindOf(reason);
    const kind = this.kinds.get(key);
    const now = this.now();
    if (kind && now - kind.loggedAt < LOG_EVERY_MS) {
      kind.repeats += 1;
      return;
    }
    if (kind) this.reportRepeats(kind);
    this.log.warn({ textHash, error: reason }, 'audio clip synthesis failed; will retry later');
    this.kinds.set(key, { reason, loggedAt: now, repeats: 0 });
  }

  /** Ends a pass of the queue: logs the clips counted, and forgets kinds not seen for a minute. */
  endPass(): void {
    const now = this.now();
    for (const [key, kind] of this.kinds) {
      this.reportRepeats(kind);
      if (now - kind.loggedAt >= LOG_EVERY_MS) this.kinds.delete(key);
    }
  }

  private reportRepeats(kind: FailureKind): void {
    if (kind.repeats === 0) return;
    this.log.warn(
      { clips: kind.repeats, error: kind.reason },
      'audio: more clips failed the same way; each will retry later',
    );
    kind.repeats = 0;
  }
}
