import { describe, expect, it } from 'vitest';
import { readMp3Info } from './mp3-info';
import { bitrateWithin, encodeMp3, parseWav, toMono, trimTrailingSilence } from './wav-mp3.mjs';

/** A PCM16 WAV with an extra LIST chunk before `data`, as some writers emit. */
function makeWav(samples: Int16Array, sampleRate: number, channels = 1): Uint8Array {
  const list = Buffer.from('LIST\x04\x00\x00\x00INFO', 'latin1');
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0, 'latin1');
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(1, 8); // PCM
  fmt.writeUInt16LE(channels, 10);
  fmt.writeUInt32LE(sampleRate, 12);
  fmt.writeUInt32LE(sampleRate * 2 * channels, 16);
  fmt.writeUInt16LE(2 * channels, 20);
  fmt.writeUInt16LE(16, 22);
  const dataHeader = Buffer.alloc(8);
  dataHeader.write('data', 0, 'latin1');
  dataHeader.writeUInt32LE(samples.byteLength, 4);
  const body = Buffer.concat([
    fmt,
    list,
    dataHeader,
    Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength),
  ]);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + body.length, 4);
  riff.write('WAVE', 8, 'latin1');
  return new Uint8Array(Buffer.concat([riff, body]));
}

function tone(seconds: number, sampleRate: number): Int16Array {
  return Int16Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) => Math.round(8000 * Math.sin(i / 5)));
}

describe('parseWav', () => {
  it('finds fmt and data past other chunks', () => {
    const samples = tone(0.1, 22050);
    const wav = parseWav(makeWav(samples, 22050));
    expect(wav.sampleRate).toBe(22050);
    expect(wav.channels).toBe(1);
    expect(Array.from(wav.samples)).toEqual(Array.from(samples));
  });

  it('rejects what is not a PCM WAV', () => {
    expect(() => parseWav(new TextEncoder().encode('ID3 not a wav file'))).toThrow(/RIFF/);
  });
});

describe('trimTrailingSilence', () => {
  it('keeps the speech and only a short tail of silence', () => {
    const speech = tone(0.5, 22050);
    const padded = new Int16Array(speech.length + 22050); // + 1 s of silence
    padded.set(speech);
    const trimmed = trimTrailingSilence(padded, 22050, { tailMs: 100 });
    expect(trimmed.length).toBeGreaterThanOrEqual(speech.length - 10);
    expect(trimmed.length).toBeLessThanOrEqual(speech.length + 2205 + 10);
  });

  it('leaves all-silent input alone', () => {
    expect(trimTrailingSilence(new Int16Array(100), 22050).length).toBe(100);
  });
});

describe('toMono and encodeMp3', () => {
  it('averages channels', () => {
    expect(Array.from(toMono(Int16Array.from([100, 300, -50, 50]), 2))).toEqual([200, 0]);
  });

  it('encodes 22.05 kHz mono at the requested constant bitrate', () => {
    const info = readMp3Info(Buffer.from(encodeMp3(tone(2, 22050), 22050, 32)));
    expect(info.sampleRate).toBe(22050);
    expect(info.bitrateKbps).toBe(32);
    expect(info.durationMs).toBeGreaterThanOrEqual(2000);
    expect(info.durationMs).toBeLessThan(2150);
  });
});

describe('bitrateWithin', () => {
  const limit = 24 * 1024;

  it('keeps the chosen bitrate while the clip fits its size limit', () => {
    expect(bitrateWithin(22050 * 5, 22050, 32, limit)).toBe(32);
    expect(bitrateWithin(22050 * 0.5, 22050, 32, 8 * 1024)).toBe(32);
  });

  it('steps down to the highest MPEG-2 bitrate that fits a longer clip', () => {
    expect(bitrateWithin(22050 * 7, 22050, 32, limit)).toBe(24);
    expect(bitrateWithin(22050 * 11.5, 22050, 32, limit)).toBe(16);
    expect(bitrateWithin(22050 * 60, 22050, 32, limit)).toBe(8);
  });

  it('gives clips that really fit: encoded tone of 6.5 s and 11.5 s under 24 KB', () => {
    for (const seconds of [6.5, 11.5]) {
      const samples = tone(seconds, 22050);
      const kbps = bitrateWithin(samples.length, 22050, 32, limit);
      const mp3 = encodeMp3(samples, 22050, kbps);
      expect(mp3.length, `${seconds} s at ${kbps} kbit/s`).toBeLessThanOrEqual(limit);
      expect(readMp3Info(mp3).bitrateKbps).toBe(kbps);
    }
  });
});
