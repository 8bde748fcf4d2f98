import type { PlayerWord } from '../../../shared/schemas/words.schema';
import type { Db } from '../../db/database';
import { findPlayerWords, findSpellings } from '../words';
import * as repo from './games.repository';

/**
 * Every player asks for the same game each day: its row and its words (with their audio URLs) are
 * kept for a short while by the app instead of being read on every request. Games are never changed
 * once made; a word's clip may be made again by staff, and a restore may replace everything: the short
 * life bounds both.
 */
const KEEP_MS = 30_000;

/** One value, under a key, for `KEEP_MS`; `keep` decides whether a fresh value is kept. */
function shortMemory<T>(keep: (value: T) => boolean) {
  let kept: { key: string; value: T; until: number } | undefined;
  return async (key: string, nowMs: number, read: () => Promise<T>): Promise<T> => {
    if (kept && kept.key === key && nowMs < kept.until) return kept.value;
    const value = await read();
    if (keep(value)) kept = { key, value, until: nowMs + KEEP_MS };
    return value;
  };
}

/** A game's words in the game's order; ids without a word are left out. */
export function wordsInOrder(wordIds: readonly string[], byId: ReadonlyMap<string, PlayerWord>): PlayerWord[] {
  return wordIds.map((id) => byId.get(id)).filter((w): w is PlayerWord => w !== undefined);
}

const audioReady = (word: PlayerWord) =>
  word.audioUrls.canonical !== '' && word.audioUrls.definition !== '' && word.audioUrls.sentences.every(Boolean);

/** What scoring a game needs: the game, its word ids in order, and each word's accepted spellings. */
export interface GameKey {
  game: repo.GameRow;
  wordIds: string[];
  spellings: Map<string, string[]>;
}

/** The day's game as the app keeps it (the games plugin makes the app's, `app.todaysGame`). */
export interface TodaysGame {
  /** The game of `date`, from memory when it was read in the last 30 seconds. */
  findGameOfDay: (date: string, nowMs?: number) => Promise<repo.GameRow | undefined>;
  /** The words of the day's game in order, as players get them; from memory within 30 seconds. */
  findWordsOfDay: (gameId: string, nowMs?: number) => Promise<PlayerWord[]>;
  /**
   * A game's key, from memory when the same game was scored in the last 30 seconds (nearly every
   * submission is today's). A spelling staff add or remove counts for it within those 30 seconds.
   */
  findGameKey: (gameId: string, nowMs?: number) => Promise<GameKey | undefined>;
}

/** The day's game over `db`, its memory held by the returned object alone. */
export function createTodaysGame(db: Db): TodaysGame {
  /** A missing game is never kept: one made a moment later is found at once. */
  const gameMemory = shortMemory<repo.GameRow | undefined>((game) => game !== undefined);
  /** Words are kept only once every clip exists. */
  const wordsMemory = shortMemory<PlayerWord[]>((words) => words.length > 0 && words.every(audioReady));
  /** Kept only for a game that has its words. */
  const keyMemory = shortMemory<GameKey | undefined>((key) => key !== undefined && key.wordIds.length > 0);

  return {
    findGameOfDay: (date, nowMs = Date.now()) => gameMemory(date, nowMs, () => repo.findGameByDate(db, date)),
    findWordsOfDay: (gameId, nowMs = Date.now()) =>
      wordsMemory(gameId, nowMs, async () => {
        const wordIds = (await repo.findGameWordIds(db, [gameId])).get(gameId) ?? [];
        return wordsInOrder(wordIds, await findPlayerWords(db, wordIds));
      }),
    findGameKey: (gameId, nowMs = Date.now()) =>
      keyMemory(gameId, nowMs, async () => {
        const game = await repo.findGameById(db, gameId);
        if (!game) return undefined;
        const wordIds = (await repo.findGameWordIds(db, [gameId])).get(gameId) ?? [];
        return { game, wordIds, spellings: await findSpellings(db, wordIds) };
      }),
  };
}
