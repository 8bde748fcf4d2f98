import { Mp3Encoder } from '@breezystack/lamejs';
import { describe, expect, it } from 'vitest';
import { readMp3Info } from './mp3-info';

/** MPEG-2 Layer III, 32 kbit/s, 22.05 kHz, mono, no CRC: what the espeak provider emits. */
const HEADER_22K_32K_MONO = [0xff, 0xf3, 0x40, 0xc4];
const FRAME_BYTES_22K_32K = 104; // floor(72 * 32000 / 22050), no padding

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, stereo: a 417-byte frame. */
const HEADER_44K_128K_STEREO = [0xff, 0xfb, 0x90, 0x00];

function frame(header: number[], bytes: number, fill = 0): Buffer {
  const out = Buffer.alloc(bytes, fill);
  Buffer.from(header).copy(out);
  return out;
}

function frames(count: number, header = HEADER_22K_32K_MONO, bytes = FRAME_BYTES_22K_32K): Buffer {
  return Buffer.concat(Array.from({ length: count }, () => frame(header, bytes)));
}

/** An ID3v2.4 tag whose payload is valid-looking MPEG frames, as an embedded sample might be. */
function id3v2(payload: Buffer): Buffer {
  const payloadBytes = payload.length;
  const tag = Buffer.concat([Buffer.alloc(10), payload]);
  tag.write('ID3', 0, 'latin1');
  tag[3] = 4;
  tag[4] = 0;
  tag[5] = 0;
  // syncsafe size
  tag[6] = (payloadBytes >> 21) & 0x7f;
  tag[7] = (payloadBytes >> 14) & 0x7f;
  tag[8] = (payloadBytes >> 7) & 0x7f;
  tag[9] = payloadBytes & 0x7f;
  return tag;
}

describe('readMp3Info', () => {
  it('counts CBR MPEG-2 layer III frames and derives the duration', () => {
    const info = readMp3Info(frames(100));
    expect(info).toEqual({
      frames: 100,
      sampleRate: 22050,
      bitrateKbps: 32,
      durationMs: Math.round((100 * 576 * 1000) / 22050),
    });
  });

  it('handles MPEG-1 layer III frame sizes (1152 samples a frame)', () => {
    const info = readMp3Info(frames(10, HEADER_44K_128K_STEREO, 417));
    expect(info.frames).toBe(10);
    expect(info.sampleRate).toBe(44100);
    expect(info.bitrateKbps).toBe(128);
    expect(info.durationMs).toBe(Math.round((10 * 1152 * 1000) / 44100));
  });

  it('skips an ID3v2 tag even when its payload looks like MPEG frames', () => {
    const info = readMp3Info(Buffer.concat([id3v2(frames(3)), frames(20)]));
    expect(info.frames).toBe(20);
  });

  it('resyncs past leading junk and stops at an ID3v1 tag', () => {
    const v1 = Buffer.alloc(128, 0x20);
    v1.write('TAG', 0, 'latin1');
    const info = readMp3Info(Buffer.concat([Buffer.from([1, 2, 0xff, 0x00, 7]), frames(8), v1]));
    expect(info.frames).toBe(8);
  });

  it('does not count a truncated last frame', () => {
    const buf = Buffer.concat([frames(5), frames(1).subarray(0, 50)]);
    expect(readMp3Info(buf).frames).toBe(5);
  });

  it('does not count a Xing/Info header frame as audio', () => {
    const tagFrame = frame(HEADER_22K_32K_MONO, FRAME_BYTES_22K_32K);
    tagFrame.write('Info', 4 + 9, 'latin1'); // after the 9-byte MPEG-2 mono side info
    expect(readMp3Info(Buffer.concat([tagFrame, frames(3)])).frames).toBe(3);
  });

  it('honours the padding bit when stepping from frame to frame', () => {
    const padded = frame([0xff, 0xf3, 0x42, 0xc4], FRAME_BYTES_22K_32K + 1);
    expect(readMp3Info(Buffer.concat([padded, frames(2), padded])).frames).toBe(4);
  });

  it('returns zeros for data without MPEG audio', () => {
    expect(readMp3Info(Buffer.alloc(0))).toEqual({ durationMs: 0, frames: 0, bitrateKbps: 0, sampleRate: 0 });
    expect(readMp3Info(Buffer.from('RIFF....WAVEfmt not an mp3 at all')).frames).toBe(0);
  });

  it('agrees with lamejs on a second of encoded silence', () => {
    const encoder = new Mp3Encoder(1, 22050, 32);
    const pcm = new Int16Array(22050);
    const mp3 = Buffer.concat([Buffer.from(encoder.encodeBuffer(pcm)), Buffer.from(encoder.flush())]);
    const info = readMp3Info(mp3);
    expect(info.sampleRate).toBe(22050);
    expect(info.bitrateKbps).toBe(32);
    // lamejs adds encoder delay and pads the last frame: a little over the input length.
    expect(info.durationMs).toBeGreaterThanOrEqual(1000);
    expect(info.durationMs).toBeLessThan(1150);
    expect(info.frames * 104).toBeLessThanOrEqual(mp3.length);
  });
});
