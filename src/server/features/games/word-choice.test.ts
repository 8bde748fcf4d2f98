import { describe, expect, it } from 'vitest';
import type { WordCandidate } from './games.repository';
import { chooseGameWords, spreadTargets } from './word-choice';

const word = (id: string, difficulty: number, lastUsed: string | null = null): WordCandidate => ({
  id,
  difficulty,
  lastUsed,
});

describe('chooseGameWords', () => {
  it('aims for a spread of difficulties from 1 to 5', () => {
    expect(spreadTargets(6)).toEqual([1, 2, 3, 3, 4, 5]);
    const pool = Array.from({ length: 30 }, (_, i) => word(`w${i}`, (i % 5) + 1));
    const chosen = chooseGameWords(pool);
    const difficulties = chosen.map((id) => pool.find((w) => w.id === id)!.difficulty);
    expect(difficulties).toEqual([1, 2, 3, 3, 4, 5]);
  });

  it('takes 6 distinct words, or none when there are fewer than 6', () => {
    const pool = [1, 1, 1, 1, 1, 1, 1].map((d, i) => word(`w${i}`, d));
    expect(new Set(chooseGameWords([...pool, ...pool])).size).toBe(6);
    expect(chooseGameWords(pool.slice(0, 5))).toEqual([]);
  });

  it('puts every unused word in before any used one, even at the cost of the spread', () => {
    const unused = [word('u1', 3), word('u2', 3)];
    const used = [1, 2, 3, 4, 5, 1, 2, 3].map((d, i) => word(`x${i}`, d, `2026110${i}`));
    const chosen = chooseGameWords([...unused, ...used]);
    expect(chosen).toContain('u1');
    expect(chosen).toContain('u2');
    expect(chosen).toHaveLength(6);
  });

  it('prefers the least recently used words among used ones', () => {
    const used = Array.from({ length: 40 }, (_, i) => word(`x${i}`, (i % 5) + 1, `2026${String(1000 + i)}`));
    const chosen = chooseGameWords(used);
    for (const id of chosen) expect(Number(id.slice(1))).toBeLessThan(12);
  });
});
