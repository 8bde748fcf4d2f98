import type { Game } from '../../../shared/schemas/games.schema';

/**
 * The past game page's query (the server reads it before the page renders, src/server/plugins/page-data.ts):
 * the game, or `null` for an unknown id, which is an answer here rather than an error.
 */
export const pastGameKey = (gameId: string) => ['games.page', gameId] as const;
export interface PastGameData {
  game: Game | null;
}
