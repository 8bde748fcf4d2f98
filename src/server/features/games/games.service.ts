import { WORDS_PER_GAME } from '../../../shared/constants';
import { dateInZone, msUntilNextMidnight } from '../../../shared/dates';
import type { Game, GameClock, GuessResult, PlayerStats, Submission } from '../../../shared/schemas/games.schema';
import type { PlayerWord } from '../../../shared/schemas/words.schema';
import type { AppDeps } from '../../deps';
import { todayOf } from '../../lib/game-day';
import { conflict, notFound } from '../../trpc/errors';
import { findPlayerWords, isAccepted } from '../words';
import { ensureGame, NotEnoughWordsError } from './games-creation.service';
import * as repo from './games.repository';
import { averageScore, computeStreaks } from './streaks';
import { readSubmission } from './submission-reader';
import { writeSubmission } from './submission-writer';
import { wordsInOrder } from './todays-game-cache';

/** Today's game (made on the spot if the midnight timer has not run yet). */
export async function getDailyGame(deps: AppDeps, accountId: string): Promise<Game> {
  const today = todayOf(deps);
  let game = await deps.todaysGame.findGameOfDay(today);
  if (!game) {
    try {
      await ensureGame(deps, today);
    } catch (error) {
      if (error instanceof NotEnoughWordsError) throw notFound();
      throw error;
    }
    game = await deps.todaysGame.findGameOfDay(today);
  }
  if (!game) throw notFound();
  const { id } = game;
  const words = await deps.todaysGame.findWordsOfDay(id);
  const [built] = await buildGames(deps, accountId, [game], { knownWords: new Map([[id, words]]) });
  return built!;
}

/** A game by id: unknown, malformed or future ids are all simply not found. */
export async function getGame(deps: AppDeps, accountId: string, gameId: string): Promise<Game> {
  const game = await findPlayable(
    deps,
    gameId,
    (id) => repo.findGameById(deps.db, id),
    (row) => row,
  );
  const [built] = await buildGames(deps, accountId, [game]);
  return built!;
}

/** The games of a month (YYYYMM) up to today, oldest first. */
export async function getMonthGames(deps: AppDeps, accountId: string, yearAndMonth: string): Promise<Game[]> {
  const today = todayOf(deps);
  const last = `${yearAndMonth}31` < today ? `${yearAndMonth}31` : today;
  const games = await repo.findGamesBetween(deps.db, `${yearAndMonth}01`, last);
  return buildGames(deps, accountId, games);
}

/**
 * Scores the player's 6 guesses and stores them with the submission (with the other players' that arrive
 * at the same moment, in one statement). The unique (account, game) index decides between concurrent
 * submissions: the loser gets 409 already_submitted.
 */
export async function submitGuesses(
  deps: AppDeps,
  accountId: string,
  gameId: string,
  guesses: readonly string[],
): Promise<Submission> {
  const { game, wordIds, spellings } = await findPlayable(
    deps,
    gameId,
    (id) => deps.todaysGame.findGameKey(id),
    (key) => key.game,
  );
  if (wordIds.length !== WORDS_PER_GAME || guesses.length !== wordIds.length) throw notFound();

  const results: GuessResult[] = guesses.map((guess, i) => {
    const acceptable = spellings.get(wordIds[i]!) ?? [];
    return { guess, accepted: isAccepted(guess, acceptable), acceptable };
  });
  const score = results.filter((r) => r.accepted).length;
  const stored = await writeSubmission(deps, {
    gameId,
    accountId,
    score,
    playedOnDay: todayOf(deps) === game.date,
    guesses: results.map((r, position) => ({
      position,
      wordId: wordIds[position]!,
      guess: r.guess,
      accepted: r.accepted,
      acceptable: r.acceptable,
    })),
  });
  if (!stored) throw conflict('already_submitted');
  deps.metrics?.submissions.inc();
  return { game: { id: game.id, date: game.date }, score, guesses: results };
}

export async function getStats(deps: AppDeps, accountId: string): Promise<PlayerStats> {
  const { played, total, dailyDates } = await repo.findStatsFacts(deps.db, accountId);
  return { played, averageScore: averageScore(played, total), ...computeStreaks(dailyDates, todayOf(deps)) };
}

export function getClock(deps: AppDeps): GameClock {
  const now = deps.now();
  const zone = deps.config.gameTimeZone;
  const msUntilNextGame = msUntilNextMidnight(now, zone);
  // One reading of the clock for all three: a second one could fall after the midnight the first counts to.
  return {
    today: dateInZone(now, zone),
    nextGameAt: new Date(now.getTime() + msUntilNextGame).toISOString(),
    msUntilNextGame,
  };
}

/**
 * What `find` answers for a game a player may see: unknown, malformed or future ids are all simply not
 * found (a future game's words must never reach a player: it does not exist yet as far as they know).
 */
async function findPlayable<T>(
  deps: AppDeps,
  gameId: string,
  find: (gameId: string) => Promise<T | undefined>,
  gameOf: (found: T) => repo.GameRow,
): Promise<T> {
  const found = await find(gameId);
  if (found === undefined || gameOf(found).date > todayOf(deps)) throw notFound();
  return found;
}

interface KnownParts {
  /** The words of games the caller already has (today's, from memory). */
  knownWords?: ReadonlyMap<string, PlayerWord[]>;
}

/**
 * Games in the answer's shape, with the player's submissions (and only there, the spellings each guess
 * was judged against when it was played).
 */
async function buildGames(
  deps: AppDeps,
  accountId: string,
  games: readonly repo.GameRow[],
  { knownWords = new Map() }: KnownParts = {},
): Promise<Game[]> {
  const { db } = deps;
  const gameIds = games.map((g) => g.id);
  const [wordIdsByGame, played] = await Promise.all([
    repo.findGameWordIds(
      db,
      gameIds.filter((id) => !knownWords.has(id)),
    ),
    Promise.all(gameIds.map((gameId) => readSubmission(deps, { accountId, gameId }))),
  ]);
  const submissions = played.filter((s) => s !== undefined);
  const allWordIds = [...new Set([...wordIdsByGame.values()].flat())];
  const playerWords = await findPlayerWords(db, allWordIds);
  return games.map((game) => {
    const words = knownWords.get(game.id) ?? wordsInOrder(wordIdsByGame.get(game.id) ?? [], playerWords);
    const submission = submissions.find((s) => s.gameId === game.id);
    const built: Game = {
      id: game.id,
      date: game.date,
      words,
      createdAt: game.createdAt.toISOString(),
      hasSubmission: submission !== undefined,
    };
    if (submission) {
      built.submission = {
        game: { id: game.id, date: game.date },
        score: submission.score,
        guesses: submission.guesses.map((g) => ({
          guess: g.guess,
          accepted: g.accepted,
          acceptable: g.acceptable,
        })),
      };
    }
    return built;
  });
}
