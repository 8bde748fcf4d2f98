import { decodeMp3, type DecodedMp3 } from './tts/mp3-decode';

/**
 * Listens to a clip before anyone else does: decodes the MP3 (mpg123, compiled to WebAssembly) and
 * checks that it speaks for about as long as its text takes to say, loudly enough to be speech. The
 * queue refuses a clip that fails (it is marked failed, never served) and `audio:check` runs the same
 * test over every stored clip.
 */

export type ClipProblem = 'undecodable' | 'silent' | 'truncated' | 'too_long';

export interface ClipMeasure {
  durationMs: number;
  /** Root mean square of the whole clip, full scale = 1. */
  rms: number;
  /** Share of 50 ms windows louder than the speech floor. */
  voicedShare: number;
}

export type ClipVerdict =
  ({ ok: true } & ClipMeasure) | ({ ok: false; problem: ClipProblem; reason: string } & Partial<ClipMeasure>);

/** Below this a clip is silence or nearly (speech from eSpeak measures 0.05–0.10; the broken encoder 0.003). */
export const SPEECH_RMS_FLOOR = 0.02;
/**
 * A clip mostly of silence lost its words. A short word is speech for as little as ~29% of its clip
 * ("fact": 0.81 s with its leading silence and tail; the bank's sample went down to 41% otherwise).
 */
export const VOICED_SHARE_FLOOR = 0.15;

/**
 * How long a text may take to say, from its letters: eSpeak speaks 64–100 ms a letter in sentences
 * and up to 170 ms a letter in a short word (measured over the starter bank). The floor catches a clip
 * cut short (at 40 ms a letter it is about 60% of the fastest speech seen), the ceiling one that
 * runs on; both leave room for another voice and the installation's leading silence.
 */
export function expectedDurationMs(text: string): { minMs: number; maxMs: number } {
  const letters = countLetters(text);
  return { minMs: Math.max(250, letters * 40), maxMs: 1_500 + letters * 200 };
}

/** Letters and digits (a spoken form's phoneme mnemonics count as letters too). */
function countLetters(text: string): number {
  return text.replace(/[^\p{L}\p{N}]/gu, '').length;
}

/** Decodes and measures `bytes`, and judges them against what `text` should sound like. */
export async function checkClip(bytes: Uint8Array, text: string): Promise<ClipVerdict> {
  let decoded: DecodedMp3;
  try {
    decoded = await decodeMp3(bytes);
  } catch (error) {
    return undecodable(`the decoder failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (decoded.sampleCount === 0 || decoded.sampleRate === 0) return undecodable('no MPEG audio frames in the bytes');
  if (decoded.errors.length > 0) return undecodable(`damaged MPEG audio: ${decoded.errors[0]}`);
  return judge(measure(decoded.samples, decoded.sampleCount, decoded.sampleRate), text);
}

function undecodable(reason: string): ClipVerdict {
  return { ok: false, problem: 'undecodable', reason };
}

export function judge(measured: ClipMeasure, text: string): ClipVerdict {
  const { minMs, maxMs } = expectedDurationMs(text);
  const figures = `${(measured.durationMs / 1000).toFixed(2)} s, RMS ${measured.rms.toFixed(3)}, voiced ${Math.round(measured.voicedShare * 100)}%`;
  if (measured.rms < SPEECH_RMS_FLOOR || measured.voicedShare < VOICED_SHARE_FLOOR) {
    return {
      ok: false,
      problem: 'silent',
      reason: `silent: ${figures}; speech needs RMS ≥ ${SPEECH_RMS_FLOOR} over ≥ ${VOICED_SHARE_FLOOR * 100}% of the clip`,
      ...measured,
    };
  }
  if (measured.durationMs < minMs) {
    return {
      ok: false,
      problem: 'truncated',
      reason: `truncated: ${figures}; this text takes at least ${(minMs / 1000).toFixed(2)} s`,
      ...measured,
    };
  }
  if (measured.durationMs > maxMs) {
    return {
      ok: false,
      problem: 'too_long',
      reason: `too long: ${figures}; this text takes at most ${(maxMs / 1000).toFixed(2)} s`,
      ...measured,
    };
  }
  return { ok: true, ...measured };
}

const WINDOW_MS = 50;

export function measure(samples: Float32Array, count: number, sampleRate: number): ClipMeasure {
  const window = Math.max(1, Math.round((sampleRate * WINDOW_MS) / 1000));
  let total = 0;
  let windows = 0;
  let voiced = 0;
  for (let start = 0; start < count; start += window) {
    const end = Math.min(count, start + window);
    let sum = 0;
    for (let i = start; i < end; i += 1) {
      const x = samples[i] ?? 0;
      sum += x * x;
    }
    total += sum;
    windows += 1;
    if (Math.sqrt(sum / (end - start)) >= SPEECH_RMS_FLOOR) voiced += 1;
  }
  return {
    durationMs: Math.round((count / sampleRate) * 1000),
    rms: count > 0 ? Math.sqrt(total / count) : 0,
    voicedShare: windows > 0 ? voiced / windows : 0,
  };
}
