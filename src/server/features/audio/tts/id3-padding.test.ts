import { describe, expect, it } from 'vitest';
import { checkClip } from '../audio.check';
import { decodeMp3 } from './mp3-decode';
import { readMp3Info } from './mp3-info';
import { withId3Padding } from './id3-padding';
import { encodeMp3 } from './wav-mp3.mjs';

/** Half a second of a 220 Hz tone at a speaking level, as a 22.05 kHz MP3. */
function toneMp3(): Uint8Array {
  const rate = 22050;
  const samples = Int16Array.from({ length: rate / 2 }, (_, i) =>
    Math.round(Math.sin((2 * Math.PI * 220 * i) / rate) * 8000),
  );
  return encodeMp3(samples, rate, 32);
}

describe('an empty ID3 tag before a clip', () => {
  const mp3 = toneMp3();

  it('moves the length byte by byte', () => {
    const lengths = [0, 1, 2, 700, 2047].map((bytes) => withId3Padding(mp3, bytes).length);
    expect(lengths).toEqual([mp3.length, mp3.length + 11, mp3.length + 12, mp3.length + 710, mp3.length + 2057]);
  });

  it('sounds the same: the decoder and the frame reader skip it', async () => {
    const plain = await decodeMp3(mp3);
    const padded = await decodeMp3(withId3Padding(mp3, 1234));
    expect(padded.sampleCount).toBe(plain.sampleCount);
    expect(Array.from(padded.samples.slice(0, plain.sampleCount))).toEqual(
      Array.from(plain.samples.slice(0, plain.sampleCount)),
    );
    expect(readMp3Info(withId3Padding(mp3, 1234)).durationMs).toBe(readMp3Info(mp3).durationMs);
  });

  it('passes the check a clip must pass before it is served', async () => {
    expect((await checkClip(withId3Padding(mp3, 2047), 'hum')).ok).toBe(true);
  });
});
