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
 * @param {number} kbps constant bitrate
 * @returns {Uint8Array} MP3 frames (no ID3 tag)
 */
export function encodeMp3(samples, sampleRate, kbps) {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  /** @type {Uint8Array[]} */
  const parts = [];
  for (let i = 0; i < samples.length; i += CHUNK_SAMPLES) {
    const out = encoder.encodeBuffer(samples.subarray(i, i + CHUNK_SAMPLES));
    if (out.length > 0) parts.push(out);
  }
  parts.push(encoder.flush());
  return concatBytes(parts);
}

/** MPEG-2 layer III bitrates (22.05 kHz and below), the ones an encoder may choose, in kbit/s. */
const LSF_BITRATES = [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];

/**
 * The highest MPEG-2 bitrate, at most `maxKbps`, at which `sampleCount` samples fit in `maxBytes`
 * (a constant-bitrate frame of 576 samples is 72 × bitrate / sample rate bytes, counted rounded up, plus two
 * frames of slack for the encoder's delay and flush). 8 kbit/s when nothing larger fits.
 * @param {number} sampleCount @param {number} sampleRate @param {number} maxKbps @param {number} maxBytes
 */
export function bitrateWithin(sampleCount, sampleRate, maxKbps, maxBytes) {
  const frames = Math.ceil(sampleCount / 576) + 2;
  const fits = (/** @type {number} */ kbps) => frames * Math.ceil((72_000 * kbps) / sampleRate) <= maxBytes;
  const candidates = LSF_BITRATES.filter((kbps) => kbps <= maxKbps && fits(kbps));
  return candidates.at(-1) ?? LSF_BITRATES[0];
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
