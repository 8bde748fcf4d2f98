import type { AdminGame, AdminGameRow } from '../../../shared/schemas/admin.schema';
import type { Db } from '../../db/database';
import { notFound } from '../../trpc/errors';
import { findWordLabels } from '../words';
import * as repo from './games.admin.repository';

export async function listGames(db: Db, page: { after?: string; limit: number }): Promise<{ games: AdminGameRow[] }> {
  const rows = await repo.listGames(db, page);
  return {
    games: rows.map((row) => ({
      id: row.id,
      date: row.date,
      wordCount: row.word_count ?? 0,
      createdAt: row.created_at.toISOString(),
    })),
  };
}

/** A game with its words' text (staff only); an unknown id is a 404. */
export async function findGame(db: Db, gameId: string): Promise<AdminGame> {
  const game = await repo.findGame(db, gameId);
  if (!game) throw notFound();
  const wordIds = await repo.findGameWordIds(db, gameId);
  const labels = await findWordLabels(db, wordIds);
  return {
    id: game.id,
    date: game.date,
    createdAt: game.created_at.toISOString(),
    words: wordIds.flatMap((id) => {
      const label = labels.get(id);
      return label ? [{ id, ...label }] : [];
    }),
  };
}
