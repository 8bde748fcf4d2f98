import { sql, type Expression } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/**
 * The parts of the games' tables other features build into their own statements (training reads a
 * player's misses with its turn, words read answers with their insights, each in one statement).
 * Postgres folds these subqueries into the statement that uses them.
 */

/**
 * The word's places in the game of `today` and in every later game, for `exists` / `not exists`: such a
 * word's spelling is still secret. Asked of one word (a column of the outer statement), it is two index
 * lookups (the word's games, then each game's date) on any plan: a list of every such game's words, as
 * `not in` reads it, is planned on a statement's generic plan as a scan of every game's words, since the
 * plan cannot know how few games are dated from `today` on.
 */
export function gameWordFrom(db: DbOrTrx, today: string, wordId: Expression<string>) {
  return db
    .selectFrom('game_words as gw')
    .innerJoin('games as g', 'g.id', 'gw.game_id')
    .select('gw.word_id')
    .where('gw.word_id', '=', wordId)
    .where('g.date', '>=', today);
}

/**
 * Whether the word is in the game of `today` or of a later day, as a column of the outer statement. A scalar
 * lookup rather than `exists`: Postgres may run an `exists` in a select list as one hashed read of every
 * game's words, which costs more than the few lookups a statement of a batch of players needs.
 */
export function isGameWord(db: DbOrTrx, today: string, wordId: Expression<string>) {
  return sql<boolean>`((${gameWordFrom(db, today, wordId).limit(1)}) is not null)`;
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
