/**
 * Duration and bitrate of an MP3 by walking its MPEG audio frame headers: no decoding, no dependencies.
 * Used by tests (size/duration budgets) and the admin page (clip length). Handles an ID3v2 tag at the
 * start, an ID3v1 tag at the end, leading junk, a Xing/Info/VBRI header frame and a truncated last frame.
 */

export interface Mp3Info {
  durationMs: number;
  /** Audio frames, not counting a Xing/Info/VBRI header frame. */
  frames: number;
  /** Mean over audio frames (equals the nominal rate for CBR). */
  bitrateKbps: number;
  /** Of the first audio frame; 0 when no frame was found. */
  sampleRate: number;
}

interface FrameHeader {
  bytes: number;
  samples: number;
  sampleRate: number;
  bitrateKbps: number;
  /** Where a Xing/Info tag would start inside this frame. */
  xingOffset: number;
}

type Version = 'mpeg1' | 'mpeg2' | 'mpeg2.5';

const BITRATES: Record<'v1l1' | 'v1l2' | 'v1l3' | 'v2l1' | 'v2l23', readonly number[]> = {
  v1l1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<Version, readonly number[]> = {
  mpeg1: [44100, 48000, 32000],
  mpeg2: [22050, 24000, 16000],
  'mpeg2.5': [11025, 12000, 8000],
};

export function readMp3Info(buf: Buffer | Uint8Array): Mp3Info {
  let pos = skipId3v2(buf);
  let frames = 0;
  let durationSec = 0;
  let bitrateSum = 0;
  let sampleRate = 0;
  let locked = false;
  while (pos + 4 <= buf.length) {
    if (isId3v1At(buf, pos)) break;
    const header = parseFrameHeader(buf, pos);
    // Before the first frame, also require the next header to be valid: a stray 0xFF in junk or in a
    // tag we did not recognise would otherwise look like a frame.
    if (!header || (!locked && !confirmsNextFrame(buf, pos, header))) {
      if (locked) break; // garbage after the audio (or a damaged frame): stop, keep what we counted
      pos += 1;
      continue;
    }
    if (pos + header.bytes > buf.length) break; // truncated last frame: not playable, not counted
    const isTagFrame = !locked && hasVbrTag(buf, pos, header);
    locked = true;
    if (!isTagFrame) {
      frames += 1;
      durationSec += header.samples / header.sampleRate;
      bitrateSum += header.bitrateKbps;
      if (sampleRate === 0) sampleRate = header.sampleRate;
    }
    pos += header.bytes;
  }
  return {
    durationMs: Math.round(durationSec * 1000),
    frames,
    bitrateKbps: frames > 0 ? Math.round(bitrateSum / frames) : 0,
    sampleRate,
  };
}

function skipId3v2(buf: Uint8Array): number {
  if (buf.length < 10 || buf[0] !== 0x49 || buf[1] !== 0x44 || buf[2] !== 0x33) return 0; // "ID3"
  // The size is "syncsafe": four 7-bit bytes.
  const size =
    (((buf[6] ?? 0) & 0x7f) << 21) |
    (((buf[7] ?? 0) & 0x7f) << 14) |
    (((buf[8] ?? 0) & 0x7f) << 7) |
    ((buf[9] ?? 0) & 0x7f);
  const hasFooter = ((buf[5] ?? 0) & 0x10) !== 0;
  return 10 + size + (hasFooter ? 10 : 0);
}

function isId3v1At(buf: Uint8Array, pos: number): boolean {
  return buf.length - pos === 128 && buf[pos] === 0x54 && buf[pos + 1] === 0x41 && buf[pos + 2] === 0x47; // "TAG"
}

function parseFrameHeader(buf: Uint8Array, pos: number): FrameHeader | undefined {
  const b1 = buf[pos + 1] ?? 0;
  const b2 = buf[pos + 2] ?? 0;
  const b3 = buf[pos + 3] ?? 0;
  if (buf[pos] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined; // 11-bit frame sync
  const versionBits = (b1 >> 3) & 0x03;
  const layerBits = (b1 >> 1) & 0x03;
  if (versionBits === 0x01 || layerBits === 0x00) return undefined; // reserved values
  const version: Version = versionBits === 0x03 ? 'mpeg1' : versionBits === 0x02 ? 'mpeg2' : 'mpeg2.5';
  const layer = 4 - layerBits; // bits 11, 10, 01 mean layer I, II, III
  const table = version === 'mpeg1' ? (['v1l1', 'v1l2', 'v1l3'] as const)[layer - 1] : layer === 1 ? 'v2l1' : 'v2l23';
  const bitrateKbps = table ? (BITRATES[table][b2 >> 4] ?? 0) : 0; // index 15 is invalid; 0 is "free format"
  const sampleRate = SAMPLE_RATES[version][(b2 >> 2) & 0x03] ?? 0; // index 3 is reserved
  if (bitrateKbps === 0 || sampleRate === 0) return undefined;
  const padding = (b2 >> 1) & 0x01;
  const mono = b3 >> 6 === 0x03;
  let bytes: number;
  let samples: number;
  if (layer === 1) {
    samples = 384;
    bytes = (Math.floor((12 * bitrateKbps * 1000) / sampleRate) + padding) * 4;
  } else {
    // Layer III in MPEG-2/2.5 carries half the samples of MPEG-1, hence 72 instead of 144.
    samples = layer === 3 && version !== 'mpeg1' ? 576 : 1152;
    bytes = Math.floor(((samples / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  }
  const sideInfo = version === 'mpeg1' ? (mono ? 17 : 32) : mono ? 9 : 17;
  return { bytes, samples, sampleRate, bitrateKbps, xingOffset: pos + 4 + sideInfo };
}

function confirmsNextFrame(buf: Uint8Array, pos: number, header: FrameHeader): boolean {
  const next = pos + header.bytes;
  if (next + 4 > buf.length || isId3v1At(buf, next)) return next <= buf.length; // a lone last frame
  const following = parseFrameHeader(buf, next);
  return following !== undefined && following.sampleRate === header.sampleRate;
}

function hasVbrTag(buf: Uint8Array, pos: number, header: FrameHeader): boolean {
  const tagAt = (at: number): string => String.fromCharCode(...buf.subarray(at, at + 4));
  const xing = tagAt(header.xingOffset);
  return xing === 'Xing' || xing === 'Info' || tagAt(pos + 36) === 'VBRI';
}
