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

/** A game's word ids in their order. */
export async function findGameWordIds(db: Db, gameId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('game_words')
    .select('word_id')
    .where('game_id', '=', gameId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.word_id);
}
