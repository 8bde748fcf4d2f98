import { WORDS_PER_GAME } from '../../../shared/constants';
import { cleanGuess } from '../../components/spelling/use-guess-input';
import { progressKeyOf as keyOf } from '../../lib/game-progress-store';
import { readStorageJson, writeStorage } from '../../lib/storage';

// A game in progress survives a reload; logging out (or a session found ended) forgets it.

export function readProgress(gameId: string): string[] {
  const stored = readStorageJson<{ guesses?: unknown }>(keyOf(gameId));
  const guesses = Array.isArray(stored?.guesses) ? stored.guesses : [];
  return guesses
    .filter((g): g is string => typeof g === 'string')
    .map((g) => cleanGuess(g))
    .filter((g) => g.length > 0)
    .slice(0, WORDS_PER_GAME);
}

export function writeProgress(gameId: string, guesses: readonly string[]): void {
  writeStorage(keyOf(gameId), JSON.stringify({ guesses, savedAt: Date.now() }));
}

export function clearProgress(gameId: string): void {
  writeStorage(keyOf(gameId), null);
}
