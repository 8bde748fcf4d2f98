import { z } from 'zod';
import { MAX_GUESS_LENGTH, WORDS_PER_GAME } from '../constants';
import { GameIdSchema } from './ids.schema';
import type { PlayerWord } from './words.schema';

export const GUESS_MESSAGES = {
  empty: 'A guess cannot be empty.',
  letters: 'A guess may only contain the letters a to z.',
  tooLong: `A guess may be at most ${MAX_GUESS_LENGTH} letters long.`,
  count: `Send exactly ${WORDS_PER_GAME} guesses, one for each word.`,
};

/** One guess of a game (product §5): trimmed, lower-cased, letters a-z only, 1 to 30 of them. */
export const GuessSchema = z
  .string()
  .max(MAX_GUESS_LENGTH * 4, GUESS_MESSAGES.tooLong)
  .trim()
  .toLowerCase()
  .min(1, GUESS_MESSAGES.empty)
  .max(MAX_GUESS_LENGTH, GUESS_MESSAGES.tooLong)
  .regex(/^[a-z]+$/, GUESS_MESSAGES.letters);

/** One game, for players and staff alike (a malformed id is an unknown game: 404). */
export const GameInputSchema = z.object({ gameId: GameIdSchema });

export const YEAR_AND_MONTH = /^\d{4}(0[1-9]|1[0-2])$/;
export const MonthSchema = z.object({
  yearAndMonth: z.string().regex(YEAR_AND_MONTH, 'A month is written YYYYMM, e.g. 202611.'),
});

export const SubmitGuessesSchema = z.object({
  gameId: GameIdSchema,
  guesses: z.array(GuessSchema).length(WORDS_PER_GAME, GUESS_MESSAGES.count),
});

/** A guess with its verdict and the word's accepted spellings (canonical first). */
export interface GuessResult {
  guess: string;
  accepted: boolean;
  acceptable: string[];
}

export interface Submission {
  game: { id: string; date: string };
  score: number;
  guesses: GuessResult[];
}

/** A game as a player gets it (product §12.4): audio only, spellings only inside its own submission. */
export interface Game {
  id: string;
  date: string;
  words: PlayerWord[];
  createdAt: string;
  hasSubmission: boolean;
  submission?: Submission;
}

export interface PlayerStats {
  /** Games submitted (daily and archive). */
  played: number;
  /** Mean score of those games, or null before the first. */
  averageScore: number | null;
  /** Consecutive days, up to today or yesterday, with the day's game played on its day. */
  currentStreak: number;
  longestStreak: number;
}

export interface GameClock {
  /** Today in GAME_TIMEZONE (YYYYMMDD). */
  today: string;
  /** When the next game starts (ISO instant): the next midnight of GAME_TIMEZONE. */
  nextGameAt: string;
  /**
   * How long until then (ms) by the server's clock as it answered: counted down from the moment the
   * answer came, it needs no device clock set right.
   */
  msUntilNextGame: number;
}
