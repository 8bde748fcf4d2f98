import { withId3Padding } from './id3-padding';
import { decodeMp3 } from './mp3-decode';
import type { ClipVariation } from './tts.provider';
import { applyVariation, encodeMp3 } from './wav-mp3.mjs';

/**
 * Applies an installation's variation to an MP3 made elsewhere (Google's voice): decoded, varied and
 * encoded again at its own sample rate, at the lowest bitrate lamejs keeps that rate at.
 */
export async function varyMp3(mp3: Uint8Array, variation: ClipVariation): Promise<Buffer> {
  const decoded = await decodeMp3(mp3);
  if (decoded.sampleCount === 0) throw new Error('no MPEG audio to vary');
  const pcm = new Int16Array(decoded.sampleCount);
  for (let i = 0; i < pcm.length; i += 1) {
    pcm[i] = Math.max(-32768, Math.min(32767, Math.round((decoded.samples[i] ?? 0) * 32767)));
  }
  const kbps = decoded.sampleRate > 22050 ? 40 : 32;
  const varied = encodeMp3(applyVariation(pcm, decoded.sampleRate, variation), decoded.sampleRate, kbps);
  return withId3Padding(varied, variation.paddingBytes);
}
