import { GamesPageSchema } from '../../../shared/schemas/admin.schema';
import { GameInputSchema } from '../../../shared/schemas/games.schema';
import { adminProcedure, router } from '../../trpc/init';
import * as games from './games.admin.service';

export const gamesAdminRouter = router({
  /** Games newest first; `after` is the last date (YYYYMMDD) of the previous page. */
  list: adminProcedure.input(GamesPageSchema).query(({ ctx, input }) => games.listGames(ctx.deps.db, input)),

  byId: adminProcedure.input(GameInputSchema).query(({ ctx, input }) => games.findGame(ctx.deps.db, input.gameId)),
});
