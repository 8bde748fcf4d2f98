// @ts-check
/**
 * WAV (as written by espeak-ng) → trimmed mono PCM → MP3 via lamejs. Runs inside the espeak worker, so
 * the ~10 ms of encoding per clip stays off the main event loop too. Plain JS for the same reason as
 * espeak-engine.mjs; types are in wav-mp3.d.mts.
 */
import { Mp3Encoder } from '@breezystack/lamejs';

/** lamejs works in MPEG frames of 1152 samples; feeding it whole frames avoids internal copies. */
const CHUNK_SAMPLES = 1152;

/**
 * Reads a PCM16 WAV, walking its RIFF chunks rather than assuming a 44-byte header.
 * @param {Uint8Array} bytes
 * @returns {{ sampleRate: number, channels: number, samples: Int16Array }}
 */
export function parseWav(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || readTag(view, 0) !== 'RIFF' || readTag(view, 8) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let sampleRate = 0;
  let channels = 0;
  let bits = 0;
  let offset = 12;
  while (offset + 8 <= view.byteLength) {
    const tag = readTag(view, offset);
    const declared = view.getUint32(offset + 4, true);
    const start = offset + 8;
    // espeak writes the real sizes on close; clamp anyway in case a writer left 0x7fffffff behind.
    const size = Math.min(declared, view.byteLength - start);
    if (tag === 'fmt ' && size >= 16) {
      if (view.getUint16(start, true) !== 1) throw new Error('WAV is not PCM');
      channels = view.getUint16(start + 2, true);
      sampleRate = view.getUint32(start + 4, true);
      bits = view.getUint16(start + 14, true);
    } else if (tag === 'data') {
      if (bits !== 16 || channels < 1) throw new Error(`unsupported WAV: ${bits}-bit, ${channels} channels`);
      const copy = bytes.slice(start, start + size - (size % (2 * channels)));
      return { sampleRate, channels, samples: new Int16Array(copy.buffer, 0, copy.byteLength / 2) };
    }
    offset = start + size + (size % 2); // chunks are word-aligned
  }
  throw new Error('WAV has no data chunk');
}

/**
 * Cuts trailing near-silence down to `tailMs` so clips stay small and the next prompt follows promptly.
 * Leading audio is kept: espeak starts speaking immediately and the MP3 encoder adds its own delay.
 * @param {Int16Array} samples mono
 * @param {number} sampleRate
 * @param {{ threshold?: number, tailMs?: number }} [options]
 */
export function trimTrailingSilence(samples, sampleRate, { threshold = 200, tailMs = 120 } = {}) {
  let last = samples.length - 1;
  while (last >= 0 && Math.abs(samples[last] ?? 0) < threshold) last -= 1;
  if (last < 0) return samples;
  const end = Math.min(samples.length, last + 1 + Math.round((sampleRate * tailMs) / 1000));
  return samples.subarray(0, end);
}

/**
 * @param {Int16Array} samples mono PCM16
 * @param {number} sampleRate
 * @param {number} kbps constant bitrate, one of FAITHFUL_KBPS
 * @returns {Uint8Array} MP3 frames (no ID3 tag)
 */
export function encodeMp3(samples, sampleRate, kbps) {
  if (!FAITHFUL_KBPS.includes(kbps)) {
    throw new Error(
      `${kbps} kbit/s is not one of ${FAITHFUL_KBPS.join(', ')}: lamejs would resample and silence the clip`,
    );
  }
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  /** @type {Uint8Array[]} */
  const parts = [];
  for (let i = 0; i < samples.length; i += CHUNK_SAMPLES) {
    const out = encoder.encodeBuffer(samples.subarray(i, i + CHUNK_SAMPLES));
    if (out.length > 0) parts.push(out);
  }
  parts.push(encoder.flush());
  const mp3 = concatBytes(parts);
  const encodedRate = firstFrameSampleRate(mp3);
  if (encodedRate !== sampleRate) {
    throw new Error(
      `lamejs would resample ${sampleRate} Hz to ${encodedRate} Hz at ${kbps} kbit/s, which silences the clip`,
    );
  }
  return mp3;
}

/** MPEG sample rates by version bits (00: 2.5, 10: 2, 11: 1) and rate index. */
const SAMPLE_RATES = { 0: [11025, 12000, 8000], 2: [22050, 24000, 16000], 3: [44100, 48000, 32000] };

/** The sample rate in the first MPEG frame header of encoder output (it starts with a frame). */
function firstFrameSampleRate(/** @type {Uint8Array} */ mp3) {
  if (mp3.length < 4 || mp3[0] !== 0xff || ((mp3[1] ?? 0) & 0xe0) !== 0xe0) return 0;
  const version = /** @type {0 | 2 | 3} */ (((mp3[1] ?? 0) >> 3) & 0x03);
  return SAMPLE_RATES[version]?.[((mp3[2] ?? 0) >> 2) & 0x03] ?? 0;
}

/**
 * The constant bitrates encodeMp3 accepts, in kbit/s. Below 32 kbit/s lamejs quietly resamples 22.05 kHz
 * input to 16 kHz (24 kHz input to 22.05 kHz already below 40), and its resampler turns speech into near-silence (a
 * test tone's RMS fell from 0.16 to 0.003): clips are always encoded at their own sample rate, and
 * encodeMp3 refuses to answer an MP3 whose sample rate is not the input's.
 */
export const FAITHFUL_KBPS = Object.freeze([32, 40, 48, 56, 64]);

/**
 * A small per-installation difference in a clip that no listener notices: `leadingSilenceMs` of silence
 * before the speech and a gain of `gainDb`. Applied to the PCM before encoding, so the same text gives
 * different bytes and lengths on two installations.
 * @param {Int16Array} samples mono
 * @param {number} sampleRate
 * @param {{ leadingSilenceMs: number, gainDb: number }} variation
 * @returns {Int16Array}
 */
export function applyVariation(samples, sampleRate, { leadingSilenceMs, gainDb }) {
  const lead = Math.max(0, Math.round((sampleRate * leadingSilenceMs) / 1000));
  const gain = 10 ** (gainDb / 20);
  const out = new Int16Array(lead + samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    out[lead + i] = Math.max(-32768, Math.min(32767, Math.round((samples[i] ?? 0) * gain)));
  }
  return out;
}

/** Mixes interleaved multi-channel PCM down to mono (espeak writes mono; this is for safety). */
export function toMono(/** @type {Int16Array} */ samples, /** @type {number} */ channels) {
  if (channels === 1) return samples;
  const mono = new Int16Array(Math.floor(samples.length / channels));
  for (let i = 0; i < mono.length; i += 1) {
    let sum = 0;
    for (let c = 0; c < channels; c += 1) sum += samples[i * channels + c] ?? 0;
    mono[i] = Math.round(sum / channels);
  }
  return mono;
}

/** @param {Uint8Array[]} parts */
function concatBytes(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** @param {DataView} view @param {number} at */
function readTag(view, at) {
  return String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
}
