import { TrainingGuessSchema, TrainingHistoryInputSchema } from '../../../shared/schemas/training.schema';
import { playerProcedure, router } from '../../trpc/init';
import * as training from './training.service';

/** Training mode (product §8): every call is the logged-in player's own. */
export const trainingRouter = router({
  /** The player's current word (chosen by the schedule when none is current): audio only; null if none is left. */
  next: playerProcedure.query(({ ctx }) => training.nextWord(ctx.deps, ctx.session.account.id)),

  /** Checks a guess of the word served to this player; 400 for any other word. */
  guess: playerProcedure
    .input(TrainingGuessSchema)
    .mutation(({ ctx, input }) => training.submitGuess(ctx.deps, ctx.session.account.id, input.wordId, input.guess)),

  /** The player's answers, newest first, paginated by `cursor`. */
  history: playerProcedure
    .input(TrainingHistoryInputSchema)
    .query(({ ctx, input }) => training.listHistory(ctx.deps, ctx.session.account.id, input?.cursor, input?.limit)),

  /** Accuracy of the last 50 answers, words learned, words due. */
  summary: playerProcedure.query(({ ctx }) => training.summarize(ctx.deps, ctx.session.account.id)),
});
