import { MPEGDecoder } from 'mpg123-decoder';

/**
 * MP3 → PCM with mpg123 compiled to WebAssembly (the `mpg123-decoder` package: no native build, works
 * offline). One decoder per process, used by one clip at a time: it keeps state between frames.
 */

export interface DecodedMp3 {
  /** Mono samples (the first channel), full scale = 1. */
  samples: Float32Array;
  sampleCount: number;
  sampleRate: number;
  /** What the decoder could not read (damaged or missing frames). */
  errors: string[];
}

let decoder: Promise<MPEGDecoder> | undefined;
let turn: Promise<unknown> = Promise.resolve();

export function decodeMp3(bytes: Uint8Array): Promise<DecodedMp3> {
  decoder ??= (async () => {
    const made = new MPEGDecoder();
    await made.ready;
    return made;
  })();
  const run = turn.then(async () => {
    const mpeg = await decoder!;
    try {
      const decoded = mpeg.decode(bytes);
      return {
        samples: decoded.channelData[0] ?? new Float32Array(),
        sampleCount: decoded.samplesDecoded,
        sampleRate: decoded.sampleRate,
        errors: decoded.errors.map((error) => error.message),
      };
    } finally {
      await mpeg.reset();
    }
  });
  turn = run.catch(() => undefined);
  return run;
}
