import type { Db } from '../../db/database';
import * as repo from './games.repository';

/**
 * Every player asks for the same game each day: its row is kept for a short while per database
 * instead of being read on every request. Games are never changed once made, so the only staleness
 * is a restore from a backup, which the short life bounds.
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
