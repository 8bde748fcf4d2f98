import type { ClipTiming } from './espeak.protocol';

export interface EspeakOptions {
  /** Worker processes; each holds its own espeak instance (~150 MB RSS). Default 1. */
  workers?: number;
  /** Per job, counted from when a worker takes it; a stuck worker is terminated. Default 20 s. */
  timeoutMs?: number;
  /** Speaking rate for a single word, words per minute (espeak's default is 175). Default 140. */
  wordRateWpm?: number;
  /** Speaking rate for text with spaces. Default 160. */
  sentenceRateWpm?: number;
  /**
   * Constant MP3 bitrate; the output keeps espeak's 22.05 kHz mono. Default 32. A clip too long to fit
   * its size limit (CLIP_BYTE_LIMITS) at this rate is encoded at the highest lower rate that fits.
   */
  bitrateKbps?: number;
  /** Idle time after which the workers are let go (they start again with the next clip). Default 30 s; 0 keeps them. */
  idleReleaseMs?: number;
  /** Observability hook: called once per finished clip with where its time went. */
  onClip?: (timing: ClipTiming) => void;
}

/** The largest clip a word (no space) and any longer text may make: the clip size budget (product §19.4). */
export const CLIP_BYTE_LIMITS = { word: 8 * 1024, sentence: 24 * 1024 } as const;

export type EspeakSettings = Required<Omit<EspeakOptions, 'onClip'>>;

const DEFAULTS: EspeakSettings = {
  workers: 1,
  timeoutMs: 20_000,
  wordRateWpm: 140,
  sentenceRateWpm: 160,
  bitrateKbps: 32,
  idleReleaseMs: 30_000,
};

export function resolveEspeakSettings(options: EspeakOptions): EspeakSettings {
  const pick = (value: number | undefined, fallback: number): number =>
    value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
  return {
    workers: Math.floor(pick(options.workers, DEFAULTS.workers)),
    timeoutMs: pick(options.timeoutMs, DEFAULTS.timeoutMs),
    wordRateWpm: Math.round(pick(options.wordRateWpm, DEFAULTS.wordRateWpm)),
    sentenceRateWpm: Math.round(pick(options.sentenceRateWpm, DEFAULTS.sentenceRateWpm)),
    bitrateKbps: pick(options.bitrateKbps, DEFAULTS.bitrateKbps),
    idleReleaseMs: options.idleReleaseMs === 0 ? 0 : pick(options.idleReleaseMs, DEFAULTS.idleReleaseMs),
  };
}

/**
 * The provider's `voice`: it goes into each clip's text hash, so it must change whenever the audio
 * would. Only settings that shape the audio belong in it; worker count and timeout do not. With the
 * defaults it is the plain 'espeak:en-us:v2'; bump the version when the engine, trimming or encoding
 * changes (v2: clips longer than their size limit allows at the bitrate are encoded at a lower one).
 */
export function describeEspeakVoice(s: EspeakSettings): string {
  const isDefault =
    s.wordRateWpm === DEFAULTS.wordRateWpm &&
    s.sentenceRateWpm === DEFAULTS.sentenceRateWpm &&
    s.bitrateKbps === DEFAULTS.bitrateKbps;
  return isDefault ? 'espeak:en-us:v2' : `espeak:en-us:v2:${s.wordRateWpm}/${s.sentenceRateWpm}wpm:${s.bitrateKbps}k`;
}
