import type { PlayerWord } from '../../../shared/schemas/words.schema';
import type { Db } from '../../db/database';
import { findPlayerWords, findSpellings } from '../words';
import * as repo from './games.repository';

/**
 * Every player asks for the same game each day: its row and its words (with their audio URLs) are
 * kept for a short while per database instead of being read on every request. Games are never
 * changed once made; a word's clip may be made again by staff, and a restore may replace everything:
 * the short life bounds both.
 */
const KEEP_MS = 30_000;

/** One value per database, under a key, for `KEEP_MS`; `keep` decides whether a fresh value is kept. */
function shortMemory<T>(keep: (value: T) => boolean) {
  const kept = new WeakMap<Db, { key: string; value: T; until: number }>();
  return async (db: Db, key: string, nowMs: number, read: () => Promise<T>): Promise<T> => {
    const hit = kept.get(db);
    if (hit && hit.key === key && nowMs < hit.until) return hit.value;
    const value = await read();
    if (keep(value)) kept.set(db, { key, value, until: nowMs + KEEP_MS });
    return value;
  };
}

/** A game's words in the game's order; ids without a word are left out. */
export function wordsInOrder(wordIds: readonly string[], byId: ReadonlyMap<string, PlayerWord>): PlayerWord[] {
  return wordIds.map((id) => byId.get(id)).filter((w): w is PlayerWord => w !== undefined);
}

const audioReady = (word: PlayerWord) =>
  word.audioUrls.canonical !== '' && word.audioUrls.definition !== '' && word.audioUrls.sentences.every(Boolean);

/** A missing game is never kept: one made a moment later is found at once. */
const gameMemory = shortMemory<repo.GameRow | undefined>((game) => game !== undefined);
/** Words are kept only once every clip exists. */
const wordsMemory = shortMemory<PlayerWord[]>((words) => words.length > 0 && words.every(audioReady));

/** The game of `date`, from memory when it was read in the last 30 seconds. */
export function findGameOfDay(db: Db, date: string, nowMs = Date.now()): Promise<repo.GameRow | undefined> {
  return gameMemory(db, date, nowMs, () => repo.findGameByDate(db, date));
}

/** The words of the day's game in order, as players get them; from memory within 30 seconds. */
export function findWordsOfDay(db: Db, gameId: string, nowMs = Date.now()): Promise<PlayerWord[]> {
  return wordsMemory(db, gameId, nowMs, async () => {
    const wordIds = (await repo.findGameWordIds(db, [gameId])).get(gameId) ?? [];
    return wordsInOrder(wordIds, await findPlayerWords(db, wordIds));
  });
}

/** What scoring a game needs: the game, its word ids in order, and each word's accepted spellings. */
export interface GameKey {
  game: repo.GameRow;
  wordIds: string[];
  spellings: Map<string, string[]>;
}

/** Kept only for a game that has its words. */
const keyMemory = shortMemory<GameKey | undefined>((key) => key !== undefined && key.wordIds.length > 0);

/**
 * A game's key, from memory when the same game was scored in the last 30 seconds (nearly every
 * submission is today's). A spelling staff add or remove counts for it within those 30 seconds.
 */
export function findGameKey(db: Db, gameId: string, nowMs = Date.now()): Promise<GameKey | undefined> {
  return keyMemory(db, gameId, nowMs, async () => {
    const game = await repo.findGameById(db, gameId);
    if (!game) return undefined;
    const wordIds = (await repo.findGameWordIds(db, [gameId])).get(gameId) ?? [];
    return { game, wordIds, spellings: await findSpellings(db, wordIds) };
  });
}
