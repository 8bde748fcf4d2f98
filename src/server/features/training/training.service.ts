import type { PlayerWord } from '../../../shared/schemas/words.schema';
import type {
  TrainingHistoryItem,
  TrainingHistoryPage,
  TrainingResult,
  TrainingSummary,
} from '../../../shared/schemas/training.schema';
import { TRAINING_ACCURACY_WINDOW, TRAINING_HISTORY_PAGE_SIZE } from '../../../shared/schemas/training.schema';
import type { Db } from '../../db/database';
import type { AppDeps } from '../../deps';
import { todayOf } from '../../lib/game-day';
import { inputError, notFound } from '../../trpc/errors';
import { findPlayerWords, findSpellings, isAccepted } from '../words';
import { countCards, findAttempts, findRecentVerdicts } from './training-attempts.repository';
import { createPlayer, type ServingState } from './training-turn.repository';
import {
  findNewWordIds,
  findSpareCards,
  findUnsyncedGameMisses,
  lockPlayer,
  recordMissSync,
  saveCards,
  type PlayerRow,
} from './training.repository';
import { applyAnswer, applyGameMiss, chooseNext, nextLevel } from './training.schedule';

const notServed = () =>
  inputError([{ code: 'invalid.wordId', message: 'This word is not your current training word.' }]);

/** Turns of one player that lose a race with another of theirs are played again, this many times at most. */
const MAX_TURN_TRIES = 20;

async function playTurn<T>(turn: () => Promise<T | typeof AGAIN>): Promise<T> {
  for (let tries = 0; tries < MAX_TURN_TRIES; tries += 1) {
    const result = await turn();
    if (result !== AGAIN) return result;
  }
  throw new Error('A training turn kept losing races with other turns of the same player');
}
const AGAIN = Symbol('again');

/** Takes in game misses the queue has not seen yet (a miss newer than the word's card, or with no card). */
async function takeInMisses(
  db: Db,
  accountId: string,
  misses: readonly { wordId: string; missedAt: Date }[],
  step: number,
  now: Date,
): Promise<void> {
  await saveCards(
    db,
    accountId,
    misses.map((miss) => ({
      ...applyGameMiss(miss.wordId, step),
      // Stamped no earlier than the miss itself, so the same miss is never taken in twice, whatever the clocks say.
      updatedAt: miss.missedAt > now ? miss.missedAt : now,
    })),
  );
}

async function syncGameMisses(db: Db, accountId: string, player: PlayerRow, now: Date): Promise<void> {
  const misses = await findUnsyncedGameMisses(db, accountId, player.missesSince);
  await takeInMisses(db, accountId, misses, player.step, now);
  if (player.recordMissSync) await recordMissSync(db, accountId);
}

/**
 * The player's current word, choosing (and storing) a new one when none is current; null when the bank
 * has nothing the player may be served (an empty bank, or every word in today's and later games).
 */
export async function nextWord(deps: AppDeps, accountId: string): Promise<PlayerWord | null> {
  const today = todayOf(deps);
  const now = deps.now();
  const { db } = deps;
  const turns = deps.trainingTurns;
  return playTurn(async () => {
    const player = await turns.serving.load({ accountId, today });
    if (!player) {
      await createPlayer(db, accountId);
      return AGAIN;
    }
    if (player.misses.length > 0) {
      // Into the queue first, then read again: the cards just written are due now.
      await takeInMisses(db, accountId, player.misses, player.step, now);
      if (player.recordMissSync) await recordMissSync(db, accountId, player.readAt);
      return AGAIN;
    }
    // A sync due to be recorded (nothing to take in) goes with the serve write when there is one.
    const missesSyncedAt = player.recordMissSync ? player.readAt : null;
    if (player.currentWordId && !player.currentInGame) {
      if (missesSyncedAt) await recordMissSync(db, accountId, missesSyncedAt);
      return (await findPlayerWords(db, [player.currentWordId])).get(player.currentWordId) ?? null;
    }
    const choice = await chooseWord(db, accountId, player, today);
    if (!choice) {
      if (missesSyncedAt) await recordMissSync(db, accountId, missesSyncedAt);
      return null;
    }
    return (await turns.serve.load({ accountId, seen: player, wordId: choice, now, missesSyncedAt })) ?? AGAIN;
  });
}

/** The schedule's choice for the player: a due card, else a new word, else any other card; null if none. */
async function chooseWord(db: Db, accountId: string, player: ServingState, today: string): Promise<string | null> {
  const { step, previousWordId, dueCards: cards } = player;
  // A due card comes before any new word: the bank is read only when no card is due.
  const due = chooseNext({ step, previousWordId, cards, newWordIds: [] });
  if (due?.reason === 'due') return due.wordId;
  const exclude = [previousWordId].filter((id): id is string => id !== null);
  const newWordIds = await findNewWordIds(db, accountId, player.level, today, exclude);
  let choice = chooseNext({ step, previousWordId, cards, newWordIds });
  if (!choice) {
    const spareCards = await findSpareCards(db, accountId, today);
    choice = chooseNext({ step, previousWordId, cards, newWordIds, spareCards });
  }
  return choice?.wordId ?? null;
}

/** Checks a guess of the player's current word, stores it and moves the schedule on. */
export async function submitGuess(
  deps: AppDeps,
  accountId: string,
  wordId: string,
  guess: string,
): Promise<TrainingResult> {
  const today = todayOf(deps);
  const now = deps.now();
  const turns = deps.trainingTurns;
  return playTurn(async () => {
    const player = await turns.answering.load({ accountId, wordId, today });
    // An id that names no word is an unknown record (404), whoever asks (product §12.2).
    if (!player) throw (await findSpellings(deps.db, [wordId])).has(wordId) ? notServed() : notFound();
    if (player.spellings.length === 0) throw notFound();
    // Served before a game took the word: its spelling must not be revealed now. A fresh word comes next.
    if (player.currentWordId !== wordId || player.inGame) throw notServed();
    const { spellings } = player;
    const accepted = isAccepted(guess, spellings);
    const step = player.step + 1;
    const answer = {
      wordId,
      guess,
      accepted,
      acceptable: spellings,
      card: applyAnswer(player.card, wordId, accepted, player.step),
      step,
      level: nextLevel(player.level, [accepted, ...player.recent], step),
    };
    const attempt = await turns.store.load({ accountId, seenStep: player.step, answer, now });
    if (!attempt) return AGAIN;
    return {
      guess,
      accepted,
      word: { id: wordId, spellings },
      attempt: { id: attempt.id, createdAt: new Date(attempt.createdAt).toISOString() },
    };
  });
}

/** The player's attempts, newest first, a page at a time. */
export async function listHistory(
  deps: AppDeps,
  accountId: string,
  cursor: string | undefined,
  limit = TRAINING_HISTORY_PAGE_SIZE,
): Promise<TrainingHistoryPage> {
  const rows = await findAttempts(deps.db, accountId, cursor, limit + 1);
  const page = rows.slice(0, limit);
  const items: TrainingHistoryItem[] = page.map((row) => ({
    id: row.id,
    guess: row.guess,
    accepted: row.accepted,
    createdAt: new Date(row.createdAt).toISOString(),
    word: { id: row.wordId, spellings: row.acceptable },
  }));
  return { items, nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

export async function summarize(deps: AppDeps, accountId: string): Promise<TrainingSummary> {
  const today = todayOf(deps);
  const now = deps.now();
  const player = await deps.db.transaction().execute(async (trx) => {
    const row = await lockPlayer(trx, accountId);
    await syncGameMisses(trx, accountId, row, now);
    return row;
  });
  const [recent, counts] = await Promise.all([
    findRecentVerdicts(deps.db, accountId, TRAINING_ACCURACY_WINDOW),
    countCards(deps.db, accountId, today),
  ]);
  const recentCorrect = recent.filter(Boolean).length;
  return {
    accuracy: recent.length > 0 ? recentCorrect / recent.length : null,
    recentAnswers: recent.length,
    recentCorrect,
    learned: counts.learned,
    due: counts.due,
    level: player.level,
    answered: player.step,
  };
}
