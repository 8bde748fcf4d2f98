import { WORDS_PER_GAME } from '../../../shared/constants';
import { addDays, isValidGameDate } from '../../../shared/dates';
import type { AppDeps } from '../../deps';
import { todayOf } from '../../lib/game-day';
import { prioritiseClips } from '../audio';
import { findClipHashes } from '../words';
import * as repo from './games.repository';
import { chooseGameWords, REUSE_POOL } from './word-choice';

/** There are fewer than 6 words in the bank: no game can be made. */
export class NotEnoughWordsError extends Error {
  constructor(readonly date: string) {
    super(`Not enough words to create the game of ${date}: at least ${WORDS_PER_GAME} are needed`);
  }
}

export interface EnsuredGame {
  id: string;
  date: string;
  created: boolean;
}

/** Candidates drawn per game: enough unused words for a good difficulty spread, plus the reuse pool. */
const CANDIDATES = 120 + REUSE_POOL;

/**
 * Makes sure the game of `date` exists, with its 6 words, exactly once even when several processes
 * race: the insert of the game row waits on the unique date of a concurrent one and then does
 * nothing, and the words go in within the same transaction, so no reader sees a game without words.
 */
export async function ensureGame(deps: AppDeps, date: string): Promise<EnsuredGame> {
  if (!isValidGameDate(date)) throw new Error(`Not a calendar date: ${date}`);
  const existing = await repo.findGameByDate(deps.db, date);
  if (existing) return { id: existing.id, date, created: false };

  const created = await deps.db.transaction().execute(async (trx) => {
    const gameId = await repo.insertGameIfAbsent(trx, date);
    if (!gameId) return undefined;
    const wordIds = chooseGameWords(await repo.findWordCandidates(trx, CANDIDATES));
    if (wordIds.length < WORDS_PER_GAME) throw new NotEnoughWordsError(date);
    await repo.insertGameWords(trx, gameId, wordIds);
    return gameId;
  });
  if (created) {
    deps.log.info({ date, gameId: created }, 'game created');
    return { id: created, date, created: true };
  }
  const winner = await repo.findGameByDate(deps.db, date);
  if (!winner) throw new Error(`The game of ${date} vanished after a concurrent creation`);
  return { id: winner.id, date, created: false };
}

/** Ensures the games of `days` days from `from` (YYYYMMDD), one after the other. */
export async function ensureGames(deps: AppDeps, from: string, days: number): Promise<EnsuredGame[]> {
  const games: EnsuredGame[] = [];
  for (let i = 0; i < days; i += 1) games.push(await ensureGame(deps, addDays(from, i)));
  return games;
}

/** Today's and tomorrow's games exist, and their audio is asked for first. */
export async function ensureUpcomingGames(deps: AppDeps): Promise<EnsuredGame[]> {
  const games = await ensureGames(deps, todayOf(deps), 2);
  const wordIds = [
    ...(
      await repo.findGameWordIds(
        deps.db,
        games.map((g) => g.id),
      )
    ).values(),
  ].flat();
  await prioritiseAudio(deps, wordIds);
  return games;
}

/** The audio feature puts these words' clips first in its synthesis queue (a no-op without it). */
async function prioritiseAudio(deps: AppDeps, wordIds: string[]): Promise<void> {
  try {
    prioritiseClips(deps, await findClipHashes(deps.db, wordIds));
  } catch (error) {
    deps.log.warn({ err: error }, 'could not prioritise the audio of upcoming games');
  }
}
