import { GameInputSchema, MonthSchema, SubmitGuessesSchema } from '../../../shared/schemas/games.schema';
import { playerProcedure, router } from '../../trpc/init';
import * as games from './games.service';

export const gamesRouter = router({
  /** Today's game in GAME_TIMEZONE. */
  daily: playerProcedure.query(({ ctx }) => games.getDailyGame(ctx.deps, ctx.session.account.id)),

  /** A game by id; unknown, malformed or future: 404. */
  byId: playerProcedure
    .input(GameInputSchema)
    .query(({ ctx, input }) => games.getGame(ctx.deps, ctx.session.account.id, input.gameId)),

  /** The games of a month (YYYYMM) up to today, oldest first. */
  month: playerProcedure.input(MonthSchema).query(async ({ ctx, input }) => ({
    games: await games.getMonthGames(ctx.deps, ctx.session.account.id, input.yearAndMonth),
  })),

  /** Scores the 6 guesses once; a second submission: 409 already_submitted. */
  submit: playerProcedure
    .input(SubmitGuessesSchema)
    .mutation(({ ctx, input }) => games.submitGuesses(ctx.deps, ctx.session.account.id, input.gameId, input.guesses)),

  /** Games played, average score and streaks (daily games played on their day). */
  stats: playerProcedure.query(({ ctx }) => games.getStats(ctx.deps, ctx.session.account.id)),

  /** Today's date and when the next game starts (the result screen's countdown). */
  clock: playerProcedure.query(({ ctx }) => games.getClock(ctx.deps)),
});
