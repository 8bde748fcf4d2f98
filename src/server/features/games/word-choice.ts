import { WORDS_PER_GAME } from '../../../shared/constants';
import type { WordCandidate } from './games.repository';

/**
 * Once the unused words run out, a game draws from this many of the least recently used words
 * (two games' worth: enough choice for a difficulty spread, still the oldest words).
 */
export const REUSE_POOL = 12;

/** The difficulties (1..5) a game aims for, easy to hard: one of each extreme, the middle twice. */
export function spreadTargets(count = WORDS_PER_GAME): number[] {
  if (count <= 1) return [3];
  return Array.from({ length: count }, (_, i) => Math.round(1 + (4 * i) / (count - 1)));
}

/**
 * Picks `count` distinct words for a game from candidates ordered by preference (unused first, then
 * least recently used). Unused words always come before used ones; within each tier the words are
 * matched to a spread of difficulties. The result is ordered from easiest to hardest.
 */
export function chooseGameWords(candidates: readonly WordCandidate[], count = WORDS_PER_GAME): string[] {
  const unique = [...new Map(candidates.map((c) => [c.id, c])).values()];
  if (unique.length < count) return [];
  const unused = unique.filter((c) => c.lastUsed === null);
  const used = unique.filter((c) => c.lastUsed !== null).slice(0, REUSE_POOL);

  let targets = spreadTargets(count);
  const chosen: WordCandidate[] = [];
  if (unused.length <= count) {
    // Every unused word goes in; each takes the target nearest its difficulty.
    for (const word of unused) {
      targets = withoutNearest(targets, word.difficulty);
      chosen.push(word);
    }
    chosen.push(...matchTargets(used, targets));
  } else {
    chosen.push(...matchTargets(unused, targets));
  }
  return chosen
    .slice(0, count)
    .sort((a, b) => a.difficulty - b.difficulty)
    .map((c) => c.id);
}

/** For each target (extremes first: they are the rarest), the nearest word still free; ties go to the earlier. */
function matchTargets(pool: readonly WordCandidate[], targets: number[]): WordCandidate[] {
  const free = [...pool];
  const picked: WordCandidate[] = [];
  const order = [...targets].sort((a, b) => Math.abs(b - 3) - Math.abs(a - 3));
  for (const target of order) {
    let best = -1;
    for (let i = 0; i < free.length; i += 1) {
      const distance = Math.abs(free[i]!.difficulty - target);
      if (best === -1 || distance < Math.abs(free[best]!.difficulty - target)) best = i;
    }
    if (best === -1) break;
    picked.push(free.splice(best, 1)[0]!);
  }
  return picked;
}

function withoutNearest(targets: number[], difficulty: number): number[] {
  let best = 0;
  targets.forEach((t, i) => {
    if (Math.abs(t - difficulty) < Math.abs(targets[best]! - difficulty)) best = i;
  });
  return targets.filter((_, i) => i !== best);
}
