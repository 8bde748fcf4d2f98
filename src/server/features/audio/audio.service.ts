import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
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
import { AudioQueue, type AudioQueueOptions } from './audio.queue';
import { adoptReadyClips, findTextsInOtherVoices, insertClips } from './audio.repository';
import type { ClipVariation, TtsProvider } from './tts';

declare module '../../deps' {
  interface AppExtensions {
    /** The audio pipeline (features/audio): clip naming, the synthesis queue and its provider. */
    audio?: AudioService;
  }
}

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
      onClipReady: (textHash) => this.clips.forget(textHash),
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

  /**
   * After a voice change (a new engine, or a new version of the voice when its encoding changed), every
   * text that words speak in another voice gets a clip in this voice, made in the background; each word
   * keeps its old clip, served as before, until the new one is ready. Answers how many clips were asked for.
   */
  async moveToCurrentVoice(): Promise<{ texts: number; movedNow: number }> {
    const voice = this.voice;
    const texts = await findTextsInOtherVoices(this.db, voice);
    if (texts.length === 0) return { texts: 0, movedNow: 0 };
    await insertClips(this.db, (await this.clipDescriber())(texts));
    // Texts already made in this voice (shared with another word, or an earlier move) move at once.
    const movedNow = await adoptReadyClips(this.db, voice);
    this.queue.wake();
    return { texts: texts.length, movedNow };
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

export function requireAudio(deps: AppDeps): AudioService {
  const audio = deps.extensions.audio;
  if (!audio) throw new Error('The audio feature is not set up');
  return audio;
}

/**
 * Puts the clips of these words first in the synthesis queue. The games feature calls it after it
 * ensures today's and tomorrow's games, so their audio is ready before any player asks.
 */
export async function prioritiseWords(deps: AppDeps, wordIds: readonly string[]): Promise<void> {
  const audio = deps.extensions.audio;
  if (!audio || wordIds.length === 0) return;
  const rows = await deps.db
    .selectFrom('words')
    .select(['canonical_hash', 'definition_hash', 'sentence1_hash', 'sentence2_hash'])
    .where('id', 'in', [...wordIds])
    .execute();
  const hashes = rows.flatMap((row) =>
    [row.canonical_hash, row.definition_hash, row.sentence1_hash, row.sentence2_hash].filter(
      (hash): hash is string => hash !== null,
    ),
  );
  audio.queue.prioritise(hashes);
}
