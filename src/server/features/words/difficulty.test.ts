import { describe, expect, it } from 'vitest';
import { gradeDifficulty, scoreDifficulty } from './difficulty';

describe('gradeDifficulty', () => {
  it('grades a common plain word easy and a rare tricky one hard', () => {
    expect(gradeDifficulty({ spelling: 'house', tagCount: 300 })).toBe(1);
    expect(gradeDifficulty({ spelling: 'accommodate', tagCount: 15 })).toBe(5);
    expect(gradeDifficulty({ spelling: 'mischievous', tagCount: 1, commonlyMisspelled: true })).toBe(5);
  });

  it('scores rarer, longer and trickier spellings higher', () => {
    expect(scoreDifficulty({ spelling: 'table', tagCount: 5 })).toBeGreaterThan(
      scoreDifficulty({ spelling: 'table', tagCount: 50 }),
    );
    expect(scoreDifficulty({ spelling: 'government', tagCount: 50 })).toBeGreaterThan(
      scoreDifficulty({ spelling: 'garden', tagCount: 50 }),
    );
    expect(scoreDifficulty({ spelling: 'receive', tagCount: 50 })).toBeGreaterThan(
      scoreDifficulty({ spelling: 'reverse', tagCount: 50 }),
    );
    expect(scoreDifficulty({ spelling: 'separate', tagCount: 50, commonlyMisspelled: true })).toBeGreaterThan(
      scoreDifficulty({ spelling: 'separate', tagCount: 50 }),
    );
  });

  it('always returns a grade from 1 to 5', () => {
    for (const spelling of ['a', 'cat', 'knight', 'rhythm', 'incomprehensibility']) {
      for (const tagCount of [0, 1, 10, 1000, -3]) {
        expect([1, 2, 3, 4, 5]).toContain(gradeDifficulty({ spelling, tagCount }));
      }
    }
  });
});
