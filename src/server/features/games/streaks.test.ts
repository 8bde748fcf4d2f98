import { describe, expect, it } from 'vitest';
import { averageScore, computeStreaks } from './streaks';

describe('computeStreaks', () => {
  it('counts consecutive days across a month end, ending today', () => {
    expect(computeStreaks(['20261129', '20261130', '20261201'], '20261201')).toEqual({
      currentStreak: 3,
      longestStreak: 3,
    });
  });

  it("keeps the current streak alive until today's game is missed", () => {
    expect(computeStreaks(['20261119', '20261120'], '20261121').currentStreak).toBe(2);
    expect(computeStreaks(['20261119', '20261120'], '20261122').currentStreak).toBe(0);
  });

  it('remembers the longest streak after a break', () => {
    const dates = ['20261101', '20261102', '20261103', '20261104', '20261110', '20261111'];
    expect(computeStreaks(dates, '20261111')).toEqual({ currentStreak: 2, longestStreak: 4 });
  });

  it('is zero with no plays and ignores duplicates', () => {
    expect(computeStreaks([], '20261121')).toEqual({ currentStreak: 0, longestStreak: 0 });
    expect(computeStreaks(['20261121', '20261121'], '20261121')).toEqual({ currentStreak: 1, longestStreak: 1 });
  });
});

describe('averageScore', () => {
  it('rounds to one decimal and is null before the first game', () => {
    expect(averageScore(0, 0)).toBeNull();
    expect(averageScore(3, 14)).toBe(4.7);
  });
});
