import { describe, expect, it } from 'vitest';
import { gradeDifficulty, scoreDifficulty } from './difficulty';

describe('gradeDifficulty', () => {
  it('grades an everyday word easy and a rare tricky one hard', () => {
    expect(gradeDifficulty({ spelling: 'friend', perMillion: 419, syllables: 1, commonlyMisspelled: true })).toBe(1);
    expect(gradeDifficulty({ spelling: 'tonight', perMillion: 413, syllables: 2 })).toBe(1);
    expect(gradeDifficulty({ spelling: 'supersede', perMillion: 0.16, syllables: 3 })).toBe(5);
    expect(gradeDifficulty({ spelling: 'mischievous', perMillion: 0.43, syllables: 3, commonlyMisspelled: true })).toBe(
      5,
    );
  });

  it('scores rarer, longer, longer-sounding and trickier spellings higher', () => {
    const plain = { perMillion: 20, syllables: 2 };
    expect(scoreDifficulty({ spelling: 'table', ...plain, perMillion: 2 })).toBeGreaterThan(
      scoreDifficulty({ spelling: 'table', ...plain }),
    );
    expect(scoreDifficulty({ spelling: 'government', ...plain })).toBeGreaterThan(
      scoreDifficulty({ spelling: 'garden', ...plain }),
    );
    expect(scoreDifficulty({ spelling: 'banana', ...plain, syllables: 3 })).toBeGreaterThan(
      scoreDifficulty({ spelling: 'banana', ...plain }),
    );
    expect(scoreDifficulty({ spelling: 'receive', ...plain })).toBeGreaterThan(
      scoreDifficulty({ spelling: 'reverse', ...plain }),
    );
    expect(scoreDifficulty({ spelling: 'separate', ...plain, commonlyMisspelled: true })).toBeGreaterThan(
      scoreDifficulty({ spelling: 'separate', ...plain }),
    );
  });

  it('always returns a grade from 1 to 5', () => {
    for (const spelling of ['a', 'cat', 'knight', 'rhythm', 'incomprehensibility']) {
      for (const perMillion of [0, 0.01, 1, 1000, -3]) {
        expect([1, 2, 3, 4, 5]).toContain(gradeDifficulty({ spelling, perMillion, syllables: 3 }));
      }
    }
  });
});
