import type { Expression } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/**
 * The parts of the games' tables other features build into their own statements (training reads a
 * player's misses with its turn, words read answers with their insights, each in one statement).
 * Postgres folds these subqueries into the statement that uses them.
 */

/** Words of the game of `today` and of every later game (`gw.word_id`): their spelling is still secret. */
export function gameWordsFrom(db: DbOrTrx, today: string) {
  return db
    .selectFrom('game_words as gw')
    .innerJoin('games as g', 'g.id', 'gw.game_id')
    .select('gw.word_id')
    .where('g.date', '>=', today);
}

/**
 * The player's wrong guesses in submissions made from `since` on (daily or archive games): `wordId`, and
 * `missedAt`, when the submission was made. Either may be an expression (a column of an outer query).
 */
export function missedWordsOf(db: DbOrTrx, accountId: string | Expression<string>, since: Date | Expression<Date>) {
  return db
    .selectFrom('guesses as g')
    .innerJoin('submissions as s', 's.id', 'g.submission_id')
    .select(['g.word_id as wordId', 's.created_at as missedAt'])
    .where('s.account_id', '=', accountId)
    .where('g.accepted', '=', false)
    .where('s.created_at', '>=', since);
}

/** Every game answer of these words: `word_id`, `guess` and whether it was `accepted`. */
export function gameAnswersOf(db: DbOrTrx, wordIds: readonly string[]) {
  return db
    .selectFrom('guesses')
    .select(['word_id', 'guess', 'accepted'])
    .where('word_id', 'in', [...wordIds]);
}
