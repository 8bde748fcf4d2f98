import { accountRouter } from '../features/accounts/accounts.router';
import { adminRouter } from '../features/admin/admin.router';
import { authRouter } from '../features/auth/auth.router';
import { gamesRouter } from '../features/games/games.router';
import { trainingRouter } from '../features/training/training.router';
import { createCallerFactory, router } from './init';

/** The root router: one router per feature. Only `type AppRouter` crosses to the browser. */
export const appRouter = router({
  auth: authRouter,
  admin: adminRouter,
  training: trainingRouter,
  account: accountRouter,
  games: gamesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;
