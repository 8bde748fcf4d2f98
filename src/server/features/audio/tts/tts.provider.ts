/** The contract every text-to-speech backend implements; callers never see which engine made a clip. */

export interface AudioFormat {
  ext: 'mp3';
  contentType: 'audio/mpeg';
}

/**
 * An installation's inaudible mark on a clip: silence before the speech and a small gain. It makes the
 * same text's bytes and length differ between installations (see audio.variation.ts).
 */
export interface ClipVariation {
  leadingSilenceMs: number;
  gainDb: number;
  /** Bytes of an empty ID3 tag before the clip's first frame (see id3-padding.ts). */
  paddingBytes: number;
}

export const NO_VARIATION: ClipVariation = Object.freeze({ leadingSilenceMs: 0, gainDb: 0, paddingBytes: 0 });

export interface SynthesizeOptions {
  variation?: ClipVariation;
}

export interface TtsProvider {
  readonly name: 'espeak' | 'google';
  /** Stable id of engine + voice + settings; part of the clip's text hash, so bump it when output changes. */
  readonly voice: string;
  readonly format: AudioFormat;
  /** MP3 bytes; rejects with TtsError on failure. */
  synthesize(text: string, options?: SynthesizeOptions): Promise<Buffer>;
  /** The same, with the phonemes the engine spoke (an engine that can tell: eSpeak). */
  speak?(text: string, options?: SynthesizeOptions): Promise<{ mp3: Buffer; phonemes: string }>;
  /**
   * Terminates workers so the process can exit: clips in progress reject at once (a shutdown does not
   * wait for a long synthesis), and later synthesize() calls reject.
   */
  close(): Promise<void>;
}

export class TtsError extends Error {
  override readonly name = 'TtsError';
}

/** The text has nothing to say once cleaned (blank, or control characters only): the caller's input is at fault. */
export class NothingToSayError extends TtsError {}

export const MP3_FORMAT: AudioFormat = Object.freeze({ ext: 'mp3', contentType: 'audio/mpeg' });

/** Longest text we accept: a sentence prompt is far shorter; this only bounds abuse and worker time. */
export const MAX_TEXT_LENGTH = 1000;

/**
 * Collapses whitespace and drops control characters; rejects empty or oversized text with TtsError.
 * Shared by providers so the same input yields the same hash-relevant text everywhere.
 */
export function normalizeTtsText(text: string): string {
  const clean = Array.from(text, (ch) => (isControl(ch) ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length === 0) throw new NothingToSayError('nothing to say: text is empty');
  if (clean.length > MAX_TEXT_LENGTH) {
    throw new TtsError(`text is ${clean.length} characters; the limit is ${MAX_TEXT_LENGTH}`);
  }
  return clean;
}

function isControl(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
}
