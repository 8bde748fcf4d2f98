import { sql, type Expression } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/**
 * The parts of the games' tables other features build into their own statements (training reads a
 * player's misses with its turn, words read answers with their insights, each in one statement).
 * Postgres folds these subqueries into the statement that uses them.
 */

/**
 * The word's places in the game of `today` and in every later game: such a word's spelling is still secret.
 * The games dated from `today` on (a few) are read once a statement, by date, and each word asked about is
 * looked up among them by index, however many games came before.
 * Postgres plans the app's named statements once for any day (a generic plan), so it cannot know how few
 * games those are: a list of all their words, as `not in` reads it, was planned as a scan of every
 * game's words, and a join from the word to its games reads each game the word was ever in.
 */
function gameWordFrom(db: DbOrTrx, today: string, wordId: Expression<string>) {
  const upcomingGames = db.selectFrom('games as g').select('g.id').where('g.date', '>=', today);
  return db
    .selectFrom('game_words as gw')
    .select('gw.word_id')
    .where('gw.word_id', '=', wordId)
    .where(sql<boolean>`gw.game_id = any(array${upcomingGames})`);
}

/**
 * Whether the word is in the game of `today` or of a later day, as a column of the outer statement: a
 * lookup for each row. Postgres may run an `exists` in a select list as a hash built for the whole
 * statement instead, which on a generic plan cost more than the few lookups a batch of players needs.
 */
export function isGameWord(db: DbOrTrx, today: string, wordId: Expression<string>) {
  return sql<boolean>`(${gameWordFrom(db, today, wordId).limit(1)} is not null)`;
}

/** Whether the word is in no game of `today` or later: a filter of the outer statement's rows. */
export function isNotGameWord(db: DbOrTrx, today: string, wordId: Expression<string>) {
  return sql<boolean>`not exists ${gameWordFrom(db, today, wordId)}`;
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
