import { describe, expect, it } from 'vitest';
import { MPEGDecoder } from 'mpg123-decoder';
import { measure } from '../audio.check';
import { readMp3Info } from './mp3-info';
import { FAITHFUL_KBPS, applyVariation, encodeMp3, parseWav, toMono, trimTrailingSilence } from './wav-mp3.mjs';

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

/** Decodes an MP3 and measures it: what a listener would get. */
async function decodeAndMeasure(mp3: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const decoded = decoder.decode(mp3);
    const samples = decoded.channelData[0] ?? new Float32Array();
    return { sampleRate: decoded.sampleRate, ...measure(samples, decoded.samplesDecoded, decoded.sampleRate) };
  } finally {
    decoder.free();
  }
}

function rmsOf(samples: Int16Array): number {
  return Math.sqrt(samples.reduce((sum, x) => sum + (x / 32768) ** 2, 0) / samples.length);
}

describe('encoding keeps the level of what it encodes', () => {
  // 0.25 of full scale: RMS 0.177 (the tone that lamejs's own resampling once turned into 0.003).
  const loud = (seconds: number, sampleRate: number) =>
    Int16Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) =>
      Math.round(0.25 * 32767 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)),
    );

  // eSpeak speaks at 22.05 kHz; Google's voice at 24 kHz, which needs 40 kbit/s or more.
  const paths: Array<[number, readonly number[]]> = [
    [22050, FAITHFUL_KBPS],
    [24000, FAITHFUL_KBPS.filter((kbps) => kbps >= 40)],
  ];
  for (const [sampleRate, rates] of paths) {
    for (const kbps of rates) {
      it(`${sampleRate} Hz at ${kbps} kbit/s: same sample rate, same length, same level`, async () => {
        const samples = loud(3, sampleRate);
        const heard = await decodeAndMeasure(encodeMp3(samples, sampleRate, kbps));
        expect(heard.sampleRate).toBe(sampleRate);
        expect(heard.durationMs).toBeGreaterThanOrEqual(3000);
        expect(heard.durationMs).toBeLessThan(3200);
        expect(heard.rms).toBeGreaterThan(rmsOf(samples) * 0.9);
        expect(heard.rms).toBeLessThan(rmsOf(samples) * 1.1);
      });
    }
  }

  it('refuses a bitrate at which lamejs would resample (and silence) the clip', () => {
    for (const kbps of [8, 16, 24]) {
      expect(() => encodeMp3(loud(0.1, 22050), 22050, kbps)).toThrow(/resample/);
    }
    expect(() => encodeMp3(loud(0.1, 24000), 24000, 32)).toThrow(/resample 24000 Hz to 22050 Hz/);
  });

  it('keeps a 12-second definition whole and audible at 32 kbit/s (once cut to 16 kHz near-silence)', async () => {
    const samples = loud(12, 22050);
    const mp3 = encodeMp3(samples, 22050, 32);
    const heard = await decodeAndMeasure(mp3);
    expect(heard.durationMs).toBeGreaterThanOrEqual(12000);
    expect(heard.rms).toBeGreaterThan(0.15);
    expect(readMp3Info(mp3).bitrateKbps).toBe(32);
  });
});

describe('applyVariation', () => {
  it('adds the leading silence and the gain asked for, and nothing else', () => {
    const samples = Int16Array.from([1000, -2000, 3000]);
    const varied = applyVariation(samples, 1000, { leadingSilenceMs: 5, gainDb: 0.5 });
    expect(Array.from(varied.subarray(0, 5))).toEqual([0, 0, 0, 0, 0]);
    const gain = 10 ** (0.5 / 20);
    expect(Array.from(varied.subarray(5))).toEqual([1000, -2000, 3000].map((x) => Math.round(x * gain)));
    expect(Array.from(applyVariation(samples, 1000, { leadingSilenceMs: 0, gainDb: 0 }))).toEqual([1000, -2000, 3000]);
  });

  it('clips instead of wrapping around at full scale', () => {
    expect(
      Array.from(applyVariation(Int16Array.from([32767, -32768]), 1000, { leadingSilenceMs: 0, gainDb: 0.5 })),
    ).toEqual([32767, -32768]);
  });
});
