import { z } from 'zod';
import { MAX_GUESS_LENGTH } from '../constants';
import { WordIdSchema } from './ids.schema';

/** History page size: the default, and the most one call may ask for. */
export const TRAINING_HISTORY_PAGE_SIZE = 20;
export const TRAINING_HISTORY_MAX_PAGE_SIZE = 50;
/** The summary's accuracy covers this many latest answers. */
export const TRAINING_ACCURACY_WINDOW = 50;

/** A training guess (product §5): trimmed and lower-cased, then letters a-z only, 1 to 30 of them. */
export const TrainingGuessTextSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z
      .string()
      .min(1, { message: 'Type a spelling first.' })
      .max(MAX_GUESS_LENGTH, { message: `A guess has at most ${MAX_GUESS_LENGTH} letters.` })
      .regex(/^[a-z]+$/, { message: 'A guess has letters a-z only.' }),
  );

export const TrainingGuessSchema = z.object({
  wordId: WordIdSchema,
  guess: TrainingGuessTextSchema,
});
export type TrainingGuessInput = z.input<typeof TrainingGuessSchema>;

export const TrainingHistoryInputSchema = z
  .object({
    /** The `nextCursor` of the previous page. */
    cursor: z
      .string()
      .regex(/^[0-9]{1,18}$/, { message: 'Invalid cursor.' })
      .optional(),
    limit: z.coerce.number().int().min(1).max(TRAINING_HISTORY_MAX_PAGE_SIZE).optional(),
  })
  .optional();

/** The word of an answered guess: now that it is answered, its spellings may be shown (canonical first). */
export interface AnsweredWord {
  id: string;
  spellings: string[];
}

/** The answer to a training guess (product §12.4), plus the stored attempt for the history list. */
export interface TrainingResult {
  guess: string;
  accepted: boolean;
  word: AnsweredWord;
  attempt: { id: string; createdAt: string };
}

export interface TrainingHistoryItem {
  id: string;
  guess: string;
  accepted: boolean;
  createdAt: string;
  word: AnsweredWord;
}

export interface TrainingHistoryPage {
  items: TrainingHistoryItem[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export interface TrainingSummary {
  /** Right answers / answers among the latest 50; null before the first answer. */
  accuracy: number | null;
  recentAnswers: number;
  recentCorrect: number;
  /** Words missed and then spelled right enough times in a row to leave the rotation. */
  learned: number;
  /** Words in the rotation: missed (in training or a game) and not learned yet. */
  due: number;
  /** The difficulty (1..5) new words are drawn from. */
  level: number;
  answered: number;
}
