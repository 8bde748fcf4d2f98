import { describe, expect, it } from 'vitest';
import { profileAllocations } from './allocation-profile';

/** Allocates about 8 KB on the heap (1,000 elements) and lets it go at once: garbage the collector takes back. */
function allocateEightKilobytes(seed: number): number {
  return new Array<number>(1_000).fill(seed).length;
}

describe('profileAllocations', () => {
  it('counts what a unit of work allocated, objects already collected included, by function', async () => {
    const units = 2_000;
    const { summary } = await profileAllocations(units, async () => {
      for (let i = 0; i < units; i++) allocateEightKilobytes(i);
      // Collections during the work: a profile of what is still alive would find almost none of it.
      await new Promise((resolve) => setImmediate(resolve));
    });
    expect(summary.bytesPerUnit).toBeGreaterThan(7_000);
    expect(summary.bytesPerUnit).toBeLessThan(12_000);
    expect(summary.selfTop[0]!.fn).toMatch(/^allocateEightKilobytes .*allocation-profile\.test\.ts/);
    expect(summary.selfTop[0]!.share).toBeGreaterThan(0.8);
  });
});
