import type { DbOrTrx } from '../../db/database';

/**
 * The parts of the training tables other features build into their own statements (words read answers
 * with their insights, in one statement).
 */

/** Every training answer of these words: `word_id`, `guess` and whether it was `accepted`. */
export function trainingAnswersOf(db: DbOrTrx, wordIds: readonly string[]) {
  return db
    .selectFrom('training_attempts')
    .select(['word_id', 'guess', 'accepted'])
    .where('word_id', 'in', [...wordIds]);
}
