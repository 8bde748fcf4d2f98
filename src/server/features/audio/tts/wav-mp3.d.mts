/** Types for wav-mp3.mjs (plain JS so the worker thread needs no TS loader). */
export declare function parseWav(bytes: Uint8Array): {
  sampleRate: number;
  channels: number;
  samples: Int16Array;
};
export declare function trimTrailingSilence(
  samples: Int16Array,
  sampleRate: number,
  options?: { threshold?: number; tailMs?: number },
): Int16Array;
export declare function encodeMp3(samples: Int16Array, sampleRate: number, kbps: number): Uint8Array;
export declare function toMono(samples: Int16Array, channels: number): Int16Array;
export declare const FAITHFUL_KBPS: readonly number[];
export declare function applyVariation(
  samples: Int16Array,
  sampleRate: number,
  variation: { leadingSilenceMs: number; gainDb: number },
): Int16Array;
