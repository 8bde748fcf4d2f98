import { accountsAdminRouter } from '../features/accounts/accounts.admin.router';
import { accountRouter } from '../features/accounts/accounts.router';
import { waitListersAdminRouter } from '../features/accounts/wait-listers.admin.router';
import { authRouter } from '../features/auth/auth.router';
import { sessionsAdminRouter } from '../features/auth/sessions.admin.router';
import { gamesAdminRouter } from '../features/games/games.admin.router';
import { gamesRouter } from '../features/games/games.router';
import { trainingRouter } from '../features/training/training.router';
import { wordsAdminRouter } from '../features/words/words.admin.router';
import { createCallerFactory, router } from './init';

/**
 * The root router: one router per feature, and the staff area's `admin` router made of each domain's
 * admin procedures (all on adminProcedure). Only `type AppRouter` crosses to the browser.
 */
export const appRouter = router({
  auth: authRouter,
  admin: router({
    accounts: accountsAdminRouter,
    games: gamesAdminRouter,
    sessions: sessionsAdminRouter,
    waitListers: waitListersAdminRouter,
    words: wordsAdminRouter,
  }),
  training: trainingRouter,
  account: accountRouter,
  games: gamesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;
