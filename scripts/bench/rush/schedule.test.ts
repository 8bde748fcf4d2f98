import { describe, expect, it } from 'vitest';
import { buildSchedule, playersIn, poissonArrivals, seededRandom, stepRates } from './schedule';

const plan = { startPerMinute: 500, stepPerMinute: 500, maxPerMinute: 2000, stepSeconds: 30 };

describe('the morning rush schedule', () => {
  it('rises by the step from the start rate up to the top rate, the top included', () => {
    expect(stepRates(plan)).toEqual([500, 1000, 1500, 2000]);
    expect(stepRates({ ...plan, startPerMinute: 200, maxPerMinute: 1900 })).toEqual([200, 700, 1200, 1700]);
    expect(stepRates({ ...plan, maxPerMinute: 400 })).toEqual([]);
  });

  it('refuses a schedule that would never rise or never end', () => {
    expect(() => stepRates({ ...plan, stepPerMinute: 0 })).toThrow(/positive/);
    expect(() => stepRates({ ...plan, startPerMinute: -5 })).toThrow(/positive/);
    expect(() => stepRates({ ...plan, stepSeconds: 0 })).toThrow(/positive/);
  });

  it('brings about rate × duration players a step, in order, within the step', () => {
    const arrivals = poissonArrivals(1200, 60, seededRandom(7));
    // 1,200 expected; a Poisson count's standard deviation is √1200 ≈ 35.
    expect(arrivals.length).toBeGreaterThan(1200 - 4 * 35);
    expect(arrivals.length).toBeLessThan(1200 + 4 * 35);
    expect(arrivals.every((at, i) => at >= 0 && at < 60_000 && (i === 0 || at >= arrivals[i - 1]!))).toBe(true);
  });

  it('spaces arrivals at random, not evenly: gaps average the mean gap and vary around it', () => {
    const arrivals = poissonArrivals(6000, 60, seededRandom(3));
    const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]!);
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    expect(mean).toBeCloseTo(10, 0);
    // Exponential gaps: the standard deviation is about the mean (even spacing would give 0).
    const sd = Math.sqrt(gaps.reduce((sum, g) => sum + (g - mean) ** 2, 0) / gaps.length);
    expect(sd / mean).toBeGreaterThan(0.8);
    expect(sd / mean).toBeLessThan(1.2);
  });

  it('draws the same arrivals from the same seed, so the accounts to prepare are known before the run', () => {
    const a = buildSchedule(plan, 1);
    const b = buildSchedule(plan, 1);
    expect(a).toEqual(b);
    expect(a.map((s) => s.perMinute)).toEqual([500, 1000, 1500, 2000]);
    expect(playersIn(a)).toBe(a.reduce((sum, s) => sum + s.arrivalsMs.length, 0));
    expect(playersIn(a)).toBeGreaterThan(2000);
    expect(buildSchedule(plan, 2)).not.toEqual(a);
  });
});
