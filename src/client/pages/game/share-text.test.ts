import { describe, expect, it } from 'vitest';
import { buildShareText } from './share-text';

describe('buildShareText', () => {
  it('gives the date, the score and one square per guess, without any spelling', () => {
    const text = buildShareText({
      game: { id: 'g', date: '20261121' },
      score: 2,
      guesses: [
        { guess: 'colour', accepted: true, acceptable: ['colour', 'color'] },
        { guess: 'rythm', accepted: false, acceptable: ['rhythm'] },
        { guess: 'grey', accepted: true, acceptable: ['grey', 'gray'] },
      ],
    });
    expect(text).toBe('Spelldown 2026-11-21 2/3\n🟩🟥🟩');
    expect(text).not.toMatch(/colou?r|rh?ythm|gr[ea]y/);
  });
});
