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
import { inputError } from '../../trpc/errors';
import { findPlayerWords, findSpellings, isAccepted } from '../words/words.read';
import { countCards, findAttempts, findRecentVerdicts, insertAttempt } from './training-attempts.repository';
import {
  findCard,
  findDueCards,
  findNewWordIds,
  findSpareCards,
  findUnsyncedGameMisses,
  isInCurrentOrFutureGame,
  lockPlayer,
  recordMissSync,
  saveCards,
  updatePlayer,
  type PlayerRow,
} from './training.repository';
import { applyAnswer, applyGameMiss, chooseNext, nextLevel, SCHEDULE } from './training.schedule';

/** Today's date in GAME_TIMEZONE: words of this game and of later ones are never training words. */

const notServed = () =>
  inputError([{ code: 'invalid.wordId', message: 'This word is not your current training word.' }]);

/** Takes in game misses the queue has not seen yet (a miss newer than the word's card, or with no card). */
async function syncGameMisses(db: Db, accountId: string, player: PlayerRow, now: Date): Promise<void> {
  const misses = await findUnsyncedGameMisses(db, accountId, player.missesSince);
  await saveCards(
    db,
    accountId,
    misses.map((miss) => {
      const missedAt = new Date(miss.missedAt);
      // Stamped no earlier than the miss itself, so the same miss is never taken in twice, whatever the clocks say.
      return { ...applyGameMiss(miss.wordId, player.step), updatedAt: missedAt > now ? missedAt : now };
    }),
  );
  if (player.recordMissSync) await recordMissSync(db, accountId);
}

/**
 * The player's current word, choosing (and storing) a new one when none is current; null when the bank
 * has nothing the player may be served (an empty bank, or every word in today's and later games).
 */
export async function nextWord(deps: AppDeps, accountId: string): Promise<PlayerWord | null> {
  const today = todayOf(deps);
  const now = deps.now();
  const wordId = await deps.db.transaction().execute(async (trx) => {
    const player = await lockPlayer(trx, accountId);
    await syncGameMisses(trx, accountId, player, now);
    if (player.currentWordId && !(await isInCurrentOrFutureGame(trx, player.currentWordId, today))) {
      return player.currentWordId;
    }
    const exclude = [player.previousWordId].filter((id): id is string => id !== null);
    const cards = await findDueCards(trx, accountId, player.step, today);
    const newWordIds = await findNewWordIds(trx, accountId, player.level, today, exclude);
    let choice = chooseNext({ step: player.step, previousWordId: player.previousWordId, cards, newWordIds });
    if (!choice) {
      const spareCards = await findSpareCards(trx, accountId, today);
      choice = chooseNext({ step: player.step, previousWordId: player.previousWordId, cards, newWordIds, spareCards });
    }
    if (!choice) return null;
    await updatePlayer(trx, accountId, { currentWordId: choice.wordId }, now);
    return choice.wordId;
  });
  return wordId ? findPlayerWords(deps.db, [wordId]).then((words) => words.get(wordId) ?? null) : null;
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
  return deps.db.transaction().execute(async (trx) => {
    const player = await lockPlayer(trx, accountId);
    if (player.currentWordId !== wordId) throw notServed();
    if (await isInCurrentOrFutureGame(trx, wordId, today)) {
      // Served before a game took the word: its spelling must not be revealed now. A fresh word comes next.
      await updatePlayer(trx, accountId, { currentWordId: null }, now);
      throw notServed();
    }
    const spellings = (await findSpellings(trx, [wordId])).get(wordId) ?? [];
    const accepted = isAccepted(guess, spellings);
    const attempt = await insertAttempt(trx, { accountId, wordId, guess, accepted, now });
    const card = applyAnswer(await findCard(trx, accountId, wordId), wordId, accepted, player.step);
    const stepAfter = player.step + 1;
    await saveCards(trx, accountId, [{ ...card, updatedAt: now }]);
    const recent = await findRecentVerdicts(trx, accountId, SCHEDULE.levelWindow);
    const level = nextLevel(player.level, recent, stepAfter);
    await updatePlayer(trx, accountId, { step: stepAfter, level, currentWordId: null, previousWordId: wordId }, now);
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
  const spellings = await findSpellings(deps.db, [...new Set(page.map((row) => row.wordId))]);
  const items: TrainingHistoryItem[] = page.map((row) => ({
    id: row.id,
    guess: row.guess,
    accepted: row.accepted,
    createdAt: new Date(row.createdAt).toISOString(),
    word: { id: row.wordId, spellings: spellings.get(row.wordId) ?? [] },
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
