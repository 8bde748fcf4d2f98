import { describe, expect, it } from 'vitest';
import { deriveUrlKey, hashClipText, normalizeClipText } from './audio.keys';
import { parseRange } from './audio.range';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=0-1', { kind: 'partial', start: 0, end: 1 }],
    ['bytes=900-', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=990-5000', { kind: 'partial', start: 990, end: 999 }],
    ['BYTES = 5-5', { kind: 'partial', start: 5, end: 5 }],
  ])('serves %s as a partial answer', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it.each(['bytes=1000-', 'bytes=5-4', 'bytes=-0', 'bytes=-', 'bytes=x-1', 'bytes=1-2-3'])(
    'refuses %s with 416',
    (header) => {
      expect(parseRange(header, 1000)).toEqual({ kind: 'unsatisfiable' });
    },
  );

  it('sends the whole body for no range, another unit, or several ranges', () => {
    for (const header of [undefined, '', 'items=0-5', 'bytes=0-1,5-6']) {
      expect(parseRange(header, 1000)).toEqual({ kind: 'full' });
    }
  });
});

describe('clip keys', () => {
  it('hashes normalised text with the voice, and keys URLs by a secret', () => {
    expect(normalizeClipText('  Two\twords\n\u0007here ')).toBe('Two words here');
    const hash = hashClipText('necessary', 'espeak:en-us:v1');
    expect(hash).toBe(hashClipText(' necessary ', 'espeak:en-us:v1'));
    expect(deriveUrlKey('secret-a', hash)).toMatch(/^[0-9a-f]{32}$/);
    expect(deriveUrlKey('secret-a', hash)).toBe(deriveUrlKey('secret-a', hash));
    expect(deriveUrlKey('secret-b', hash)).not.toBe(deriveUrlKey('secret-a', hash));
  });
});
