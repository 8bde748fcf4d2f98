import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { ClipState } from '../../../shared/schemas/admin-words.schema';
import type { ClipVariation, TtsProvider } from './tts';
import { checkClip } from './audio.check';
import {
  claimClips,
  findClipState,
  markClipFailed,
  markClipReady,
  releaseClaim,
  type ClaimedClip,
} from './audio.repository';
import { ClipFailureLog } from './audio.failure-log';

/** A clip whose new bytes were just stored. */
export interface ReadyClip {
  textHash: string;
  text: string;
  voice: string;
}

/** What the queue needs of the installation's secrets (the service loads them once). */
export interface ClipKeys {
  /** The installation's inaudible variation for this clip. */
  variationFor(textHash: string): Promise<ClipVariation>;
  /** The URL key of this clip at this generation. */
  urlKeyFor(textHash: string, generation: number): Promise<string>;
}

export interface AudioQueueOptions {
  /** Clips taken per claim; the provider queues them (espeak has one worker by default). Default 2. */
  batchSize?: number;
  /** How often a running queue looks for work other processes added, and for retries. Default 5 s. */
  pollMs?: number;
  /** A claimed clip whose process died is claimed again after this long. Default 120 s. */
  leaseSeconds?: number;
  /** Called once a clip's new bytes are stored (the audio route's cache forgets the old ones). */
  onClipReady?: (clip: ReadyClip) => Promise<void>;
  /**
   * Stops the synthesis in hand at once (the service closes the provider, which kills its workers), so
   * `close` never waits for a long clip. Absent: close waits for the clips in hand.
   */
  abortInFlight?: () => Promise<void>;
}

/**
 * Synthesises pending clips off the request path. Clips a request waits for go first, then those of
 * today's and tomorrow's games (`prioritise`), then the rest, oldest first. Work is claimed in the
 * database, so several processes sharing one Postgres split it without doing anything twice.
 * Every clip is decoded and listened to (audio.check.ts) before it is ready: one that is silent, cut
 * short or undecodable is refused like any failure. A failure marks the clip failed with its reason;
 * it is retried later with backoff, never thrown.
 */
export class AudioQueue {
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly leaseSeconds: number;
  private readonly onClipReady: (clip: ReadyClip) => Promise<void>;
  private readonly abortInFlight: (() => Promise<void>) | undefined;
  private readonly urgent = new Map<string, number>();
  private readonly priority = new Set<string>();
  private readonly settled = new Map<string, Set<() => void>>();
  private running = false;
  private closed = false;
  private draining: Promise<number> | undefined;
  private wakeAgain = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly failures: ClipFailureLog;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly getProvider: () => TtsProvider,
    private readonly keys: ClipKeys,
    options: AudioQueueOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 2;
    this.pollMs = options.pollMs ?? 5_000;
    this.leaseSeconds = options.leaseSeconds ?? 120;
    this.onClipReady = options.onClipReady ?? (() => Promise.resolve());
    this.abortInFlight = options.abortInFlight;
    this.failures = new ClipFailureLog(log);
  }

  /** Starts background work: now, whenever woken, and every pollMs. */
  start(): void {
    if (this.closed || this.running) return;
    this.running = true;
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** There may be new work (a word was created or changed). Does nothing until started. */
  wake(): void {
    if (!this.running || this.closed) return;
    if (this.draining) {
      this.wakeAgain = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.wake();
      }
    });
  }

  /** Puts these clips ahead of the rest (the games feature calls this for today's and tomorrow's words). */
  prioritise(textHashes: readonly string[]): void {
    for (const hash of textHashes) this.priority.add(hash);
    this.wake();
  }

  /**
   * Waits (at most timeoutMs) until a pending clip is ready or failed, putting it first in line.
   * Answers the state it saw last; 'pending' means the wait ran out.
   */
  async waitFor(textHash: string, timeoutMs: number): Promise<ClipState | undefined> {
    this.urgent.set(textHash, (this.urgent.get(textHash) ?? 0) + 1);
    this.wake();
    const deadline = Date.now() + timeoutMs;
    try {
      for (;;) {
        const state = await findClipState(this.db, textHash);
        const left = deadline - Date.now();
        if (state !== 'pending' || left <= 0) return state;
        // Settled here, or by another process sharing the database (hence the polling).
        await this.nextSettled(textHash, Math.min(250, left));
      }
    } finally {
      const count = (this.urgent.get(textHash) ?? 1) - 1;
      if (count > 0) this.urgent.set(textHash, count);
      else this.urgent.delete(textHash);
    }
  }

  /** Works through every claimable clip now, started or not (scripts, tests); answers how many it made. */
  async runUntilIdle(): Promise<number> {
    if (this.draining) await this.draining;
    return this.drain();
  }

  /**
   * Stops taking work and stops the clips in hand (they go back to the queue untouched, for this or
   * another process to make later), so a shutdown is not held up by a long synthesis.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.running = false;
    clearInterval(this.timer);
    if (this.draining) await this.abortInFlight?.();
    await this.draining;
  }

  /** One pass: claims and makes clips until none is claimable. */
  private async drain(): Promise<number> {
    try {
      return await this.makeClaimableClips();
    } finally {
      this.failures.endPass();
    }
  }

  private async makeClaimableClips(): Promise<number> {
    let made = 0;
    while (!this.closed) {
      let clips: ClaimedClip[];
      try {
        clips = await claimClips(this.db, {
          limit: this.batchSize,
          urgent: [...this.urgent.keys()],
          priority: [...this.priority],
          leaseSeconds: this.leaseSeconds,
          voice: this.getProvider().voice,
        });
      } catch (error) {
        // The database is away or closing: the next poll tries again.
        if (!this.closed) this.log.warn({ err: error }, 'audio queue could not claim clips');
        return made;
      }
      if (clips.length === 0) return made;
      await Promise.all(clips.map((clip) => this.synthesise(clip)));
      made += clips.length;
    }
    return made;
  }

  private async synthesise(clip: ClaimedClip): Promise<void> {
    try {
      const provider = this.getProvider();
      const variation = await this.keys.variationFor(clip.textHash);
      const bytes = await provider.synthesize(clip.text, { variation });
      const verdict = await checkClip(bytes, clip.text);
      if (!verdict.ok) throw new Error(`refused: ${verdict.reason}`);
      // Bytes that replace others get the clip's next URL: browsers keep the old ones for a year.
      const next = clip.hasBytes
        ? { generation: clip.generation + 1, urlKey: await this.keys.urlKeyFor(clip.textHash, clip.generation + 1) }
        : undefined;
      await markClipReady(this.db, clip, {
        bytes,
        contentType: provider.format.contentType,
        durationMs: verdict.durationMs,
        ...(next ? { next } : {}),
      });
      await this.onClipReady({ textHash: clip.textHash, text: clip.text, voice: clip.voice }).catch((error: unknown) =>
        this.log.warn({ err: error, textHash: clip.textHash }, 'audio: a listener of ready clips failed'),
      );
    } catch (error) {
      if (this.closed) {
        // Stopped by close(): not the clip's fault. Hand it back for the next process.
        await releaseClaim(this.db, clip.textHash).catch(() => undefined);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.failures.failed(clip.textHash, message);
      await markClipFailed(this.db, clip.textHash, message).catch(() => undefined);
    } finally {
      this.priority.delete(clip.textHash);
      for (const resolve of this.settled.get(clip.textHash) ?? []) resolve();
      this.settled.delete(clip.textHash);
    }
  }

  private nextSettled(textHash: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.settled.get(textHash) ?? new Set<() => void>();
      this.settled.set(textHash, waiters);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        if (waiters.size === 0 && this.settled.get(textHash) === waiters) this.settled.delete(textHash);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
    });
  }
}
