import { describe, expect, it } from 'vitest';
import {
  MAX_GAIN_DB,
  MAX_LEADING_SILENCE_MS,
  MAX_PADDING_BYTES,
  clipEtag,
  deriveUrlKey,
  deriveVariation,
} from './audio.keys';

const hashes = Array.from({ length: 200 }, (_, i) => `text-hash-${i}`);

describe('deriveVariation', () => {
  it('stays inaudible: 0–150 ms of leading silence and at most ±0.5 dB, spread over that range', () => {
    const variations = hashes.map((hash) => deriveVariation('seed', hash));
    for (const { leadingSilenceMs, gainDb } of variations) {
      expect(leadingSilenceMs).toBeGreaterThanOrEqual(0);
      expect(leadingSilenceMs).toBeLessThanOrEqual(MAX_LEADING_SILENCE_MS);
      expect(Math.abs(gainDb)).toBeLessThanOrEqual(MAX_GAIN_DB);
    }
    const silences = variations.map((v) => v.leadingSilenceMs);
    expect(Math.max(...silences) - Math.min(...silences)).toBeGreaterThan(120);
  });

  it('pads clips with 0–2,047 bytes, spread so that lengths do not cluster', () => {
    const paddings = hashes.map((hash) => deriveVariation('seed', hash).paddingBytes);
    for (const bytes of paddings) expect(bytes).toBeGreaterThanOrEqual(0);
    for (const bytes of paddings) expect(bytes).toBeLessThanOrEqual(MAX_PADDING_BYTES);
    expect(new Set(paddings).size).toBeGreaterThan(180);
  });

  it('is the same on one installation and differs between two', () => {
    expect(deriveVariation('seed-a', 'h')).toEqual(deriveVariation('seed-a', 'h'));
    const differing = hashes.filter(
      (hash) => deriveVariation('seed-a', hash).leadingSilenceMs !== deriveVariation('seed-b', hash).leadingSilenceMs,
    );
    expect(differing.length).toBeGreaterThan(190);
  });
});

describe('URL keys and ETags', () => {
  it('gives every generation of a clip its own URL key; generation 0 keeps the key clips always had', () => {
    const keys = [0, 1, 2].map((generation) => deriveUrlKey('secret', 'hash', generation));
    expect(new Set(keys).size).toBe(3);
    expect(deriveUrlKey('secret', 'hash')).toBe(keys[0]);
  });

  it('keys the ETag with the secret', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(clipEtag('secret-a', bytes)).toMatch(/^"[0-9a-f]{32}"$/);
    expect(clipEtag('secret-a', bytes)).not.toBe(clipEtag('secret-b', bytes));
  });
});
