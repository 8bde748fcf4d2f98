import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTrx } from '../../db/database';
import type { ClipState } from '../../../shared/schemas/admin-words.schema';
import type { AppDeps } from '../../deps';
import {
  clipEtag,
  deriveUrlKey,
  deriveVariation,
  describeClip,
  loadUrlSecret,
  loadVariationSeed,
  type ClipRef,
} from './audio.keys';
import { ClipCache } from './audio.cache';
import { AudioQueue, type AudioQueueOptions, type ReadyClip } from './audio.queue';
import { countClipsByState, insertClips, requeueClips } from './audio.repository';
import type { ClipVariation, TtsProvider } from './tts';

/**
 * One per process: the text-to-speech provider (made on first use; espeak's worker process only
 * starts with the first clip), the URL secret, the background queue and the ready clips lately served.
 */
export class AudioService {
  readonly queue: AudioQueue;
  readonly clips = new ClipCache();
  private provider: TtsProvider | undefined;
  private secret: Promise<string> | undefined;
  private seed: Promise<string> | undefined;
  private readonly readyListeners = new Set<(clip: ReadyClip) => Promise<void>>();

  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
    private readonly createProvider: () => TtsProvider,
    options: Omit<AudioQueueOptions, 'onClipReady' | 'abortInFlight'> = {},
  ) {
    const keys = {
      variationFor: (textHash: string) => this.variationFor(textHash),
      urlKeyFor: (textHash: string, generation: number) => this.urlKeyFor(textHash, generation),
    };
    this.queue = new AudioQueue(db, log, () => this.getProvider(), keys, {
      ...options,
      onClipReady: async (clip) => {
        this.clips.forget(clip.textHash);
        for (const listener of this.readyListeners) await listener(clip);
      },
      abortInFlight: async () => {
        await this.provider?.close();
        this.provider = undefined; // a later clip (runUntilIdle in a script) gets a fresh one
      },
    });
  }

  /** The current provider's voice: part of every new clip's identity; clips of another voice are stale. */
  get voice(): string {
    return this.getProvider().voice;
  }

  getProvider(): TtsProvider {
    this.provider ??= this.createProvider();
    return this.provider;
  }

  /** Names the clips of these texts in the current voice (nothing is stored). */
  async describeClips(texts: readonly string[]): Promise<ClipRef[]> {
    return (await this.clipDescriber())(texts);
  }

  /**
   * The same, as a synchronous function: for use inside a transaction, where a query on another
   * connection must not be awaited (PGlite has one connection: it would wait for the transaction).
   */
  async clipDescriber(): Promise<(texts: readonly string[]) => ClipRef[]> {
    const secret = await this.loadSecret();
    const voice = this.voice;
    return (texts) => texts.map((text) => describeClip(secret, text, voice));
  }

  /**
   * Calls `listener` once each new clip's bytes are stored (the words feature moves words waiting for a
   * clip of the current voice to it).
   */
  whenClipReady(listener: (clip: ReadyClip) => Promise<void>): void {
    this.readyListeners.add(listener);
  }

  /** The installation's inaudible variation of one clip (see deriveVariation). */
  async variationFor(textHash: string): Promise<ClipVariation> {
    return deriveVariation(await this.loadSeed(), textHash);
  }

  /**
   * Says `text` now, without storing anything (staff try a spoken form before saving it), with the
   * phonemes eSpeak spoke when eSpeak is the engine.
   */
  async preview(text: string): Promise<{ mp3: Buffer; phonemes: string | null }> {
    const provider = this.getProvider();
    if (provider.speak) return provider.speak(text);
    return { mp3: await provider.synthesize(text), phonemes: null };
  }

  /** The URL key of a clip at a generation. */
  async urlKeyFor(textHash: string, generation: number): Promise<string> {
    return deriveUrlKey(await this.loadSecret(), textHash, generation);
  }

  /** A clip's ETag, keyed with the installation's secret. */
  async etagOf(bytes: Uint8Array): Promise<string> {
    return clipEtag(await this.loadSecret(), bytes);
  }

  /** Adds the clips not stored yet, to be voiced in the background (in the caller's transaction, if any). */
  addClips(db: DbOrTrx, refs: readonly ClipRef[]): Promise<void> {
    return insertClips(db, refs);
  }

  /** Puts these clips back in the queue, to be voiced again. */
  requeue(db: DbOrTrx, textHashes: readonly string[]): Promise<void> {
    return requeueClips(db, textHashes);
  }

  /** How many clips are pending, ready and failed. */
  countByState(): Promise<Record<ClipState, number>> {
    return countClipsByState(this.db);
  }

  /** Swaps the provider (tests inject a fake; an operator could switch engines). */
  async useProvider(provider: TtsProvider): Promise<void> {
    const previous = this.provider;
    this.provider = provider;
    if (previous && previous !== provider) await previous.close();
  }

  async close(): Promise<void> {
    await this.queue.close();
    await this.provider?.close();
  }

  private loadSecret(): Promise<string> {
    this.secret ??= loadUrlSecret(this.db).catch((error: unknown) => {
      this.secret = undefined; // try again on the next call
      throw error;
    });
    return this.secret;
  }

  private loadSeed(): Promise<string> {
    this.seed ??= loadVariationSeed(this.db).catch((error: unknown) => {
      this.seed = undefined;
      throw error;
    });
    return this.seed;
  }
}

/** The app's audio service (the audio plugin's). */
export function requireAudio(deps: Pick<AppDeps, 'audio'>): AudioService {
  return deps.audio;
}

/**
 * Puts these clips first in the synthesis queue. The games feature calls it after it ensures today's
 * and tomorrow's games, so their audio is ready before any player asks.
 */
export function prioritiseClips(deps: AppDeps, textHashes: readonly string[]): void {
  if (textHashes.length > 0) deps.audio.queue.prioritise(textHashes);
}
