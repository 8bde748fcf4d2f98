import { addDays } from '../../src/shared/dates';
import { ROLE_ADMIN } from '../../src/shared/constants';
import type { AppDeps } from '../../src/server/deps';
import { insertWords } from '../../src/server/features/games/games.test-factory';
import { insertGame } from '../../src/server/features/training/training.test-factory';
import { todayOf } from '../../src/server/lib/game-day';
import { callerFor, createPlayer } from '../support/test-app';

/** The four callers of the matrix (product §10.5): nobody, a player, another player, an admin. */
export const ROLES = ['anonymous', 'player', 'otherPlayer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface Actor {
  accountId: string;
  email: string;
  token: string;
}

/**
 * A word bank, today's and yesterday's games, and the matrix's three accounts. Player "A" (`player`)
 * has played both games and trained; the other player has done nothing. Spellings and A's guesses are
 * distinctive strings, so any answer that carries one is easy to spot.
 */
export interface World {
  actors: Record<Exclude<Role, 'anonymous'>, Actor>;
  today: string;
  todayGameId: string;
  pastGameId: string;
  gameWordIds: string[];
  /** Canonical spelling of every word made here. */
  spellings: Map<string, string>;
  /** A's game guesses (letters only, one per word) and training guesses. */
  playerGuesses: string[];
  /** Words A answered in training, A's attempt ids, and the word A is being served now. */
  trainedWordIds: string[];
  attemptIds: string[];
  currentTrainingWordId: string | null;
}

/** `spellleak` + letters: unique, letters only (a valid guess), never a substring of anything else. */
const marker = (kind: string, i: number) =>
  `spellleak${kind}${String.fromCharCode(97 + i)}${String.fromCharCode(97 + i)}z`;

export async function buildWorld(deps: AppDeps): Promise<World> {
  const specs = Array.from({ length: 20 }, (_, i) => ({ canonical: marker('word', i), difficulty: (i % 5) + 1 }));
  const ids = await insertWords(deps.db, specs);
  const spellings = new Map(ids.map((id, i) => [id, specs[i]!.canonical]));
  const today = todayOf(deps);
  const gameWordIds = ids.slice(0, 6);
  const todayGameId = await insertGame(deps.db, today, gameWordIds);
  const pastGameId = await insertGame(deps.db, addDays(today, -1), ids.slice(6, 12));

  const make = async (roles: string[]) => {
    const created = await createPlayer(deps, { roles });
    return { accountId: created.account.id, email: created.email, token: created.token };
  };
  const actors = { player: await make([]), otherPlayer: await make([]), admin: await make([ROLE_ADMIN]) };

  // A plays today's game and yesterday's, getting some right and some wrong.
  const a = await callerFor(deps, actors.player.token);
  const playerGuesses: string[] = [];
  for (const [kind, gameId, words] of [
    ['today', todayGameId, gameWordIds],
    ['past', pastGameId, ids.slice(6, 12)],
  ] as const) {
    const guesses = words.map((id, i) => (i % 2 === 0 ? spellings.get(id)! : marker(`guess${kind}`, i)));
    playerGuesses.push(...guesses.filter((g) => g.includes('guess')));
    await a.games.submit({ gameId, guesses });
  }

  // A trains: four answers (two right, two wrong with a distinctive guess), then is served one more word.
  const trainedWordIds: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const word = await a.training.next();
    if (!word) throw new Error('no training word');
    trainedWordIds.push(word.id);
    const guess = i % 2 === 0 ? spellings.get(word.id)! : marker('train', i);
    if (i % 2 === 1) playerGuesses.push(guess);
    await a.training.guess({ wordId: word.id, guess });
  }
  const attemptIds = (await a.training.history({ limit: 50 })).items.map((item) => item.id);
  const current = await a.training.next();

  return {
    actors,
    today,
    todayGameId,
    pastGameId,
    gameWordIds,
    spellings,
    playerGuesses,
    trainedWordIds,
    attemptIds,
    currentTrainingWordId: current?.id ?? null,
  };
}
