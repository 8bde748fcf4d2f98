import type { PlayerWord } from '../../../shared/schemas/words.schema';
import type { Db } from '../../db/database';
import { findPlayerWords } from '../words/words.read';
import * as repo from './games.repository';

/**
 * Every player asks for the same game each day: its row and its words (with their audio URLs) are
 * kept for a short while per database instead of being read on every request. Games are never
 * changed once made; a word's clip may be made again by staff, and a restore may replace everything:
 * the short life bounds both. Words whose audio is not ready yet are never kept.
 */
const KEEP_MS = 30_000;

interface Kept {
  date: string;
  game: repo.GameRow;
  until: number;
}

const kept = new WeakMap<Db, Kept>();

/** The game of `date`, from memory when it was read in the last 30 seconds; a missing game is not kept. */
export async function findGameOfDay(db: Db, date: string, nowMs = Date.now()): Promise<repo.GameRow | undefined> {
  const hit = kept.get(db);
  if (hit && hit.date === date && nowMs < hit.until) return hit.game;
  const game = await repo.findGameByDate(db, date);
  if (game) kept.set(db, { date, game, until: nowMs + KEEP_MS });
  return game;
}

interface KeptWords {
  gameId: string;
  words: PlayerWord[];
  until: number;
}

const keptWords = new WeakMap<Db, KeptWords>();

const audioReady = (word: PlayerWord) =>
  word.audioUrls.canonical !== '' && word.audioUrls.definition !== '' && word.audioUrls.sentences.every(Boolean);

/** The words of the day's game in order, as players get them; from memory within 30 seconds. */
export async function findWordsOfDay(db: Db, gameId: string, nowMs = Date.now()): Promise<PlayerWord[]> {
  const hit = keptWords.get(db);
  if (hit && hit.gameId === gameId && nowMs < hit.until) return hit.words;
  const wordIds = (await repo.findGameWordIds(db, [gameId])).get(gameId) ?? [];
  const byId = await findPlayerWords(db, wordIds);
  const words = wordIds.map((id) => byId.get(id)).filter((w): w is PlayerWord => w !== undefined);
  if (words.length > 0 && words.every(audioReady)) keptWords.set(db, { gameId, words, until: nowMs + KEEP_MS });
  return words;
}
