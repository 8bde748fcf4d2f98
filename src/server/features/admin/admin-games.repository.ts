import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** One page of games, newest date first, with how many words each holds. */
export function listGames(db: Db, page: { after?: string; limit: number }) {
  let query = db
    .selectFrom('games')
    .select((eb) => [
      'games.id',
      'games.date',
      'games.created_at',
      eb
        .selectFrom('game_words')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('game_words.game_id', '=', 'games.id')
        .as('word_count'),
    ])
    .orderBy('games.date', 'desc')
    .limit(page.limit);
  if (page.after !== undefined) query = query.where('games.date', '<', page.after);
  return query.execute();
}

export function findGame(db: Db, gameId: string) {
  return db.selectFrom('games').select(['id', 'date', 'created_at']).where('id', '=', gameId).executeTakeFirst();
}

/** A game's words in their order, with the text staff need to check it. */
export function findGameWords(db: Db, gameId: string) {
  return db
    .selectFrom('game_words')
    .innerJoin('words', 'words.id', 'game_words.word_id')
    .select(['words.id', 'words.number', 'words.canonical', 'game_words.position'])
    .where('game_words.game_id', '=', gameId)
    .orderBy('game_words.position')
    .execute();
}
