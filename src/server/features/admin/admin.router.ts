import { router } from '../../trpc/init';
import { waitListersAdminRouter } from '../accounts/wait-listers.admin.router';
import { wordsAdminRouter } from '../words/words.admin.router';
import { adminAccountsRouter } from './admin-accounts.router';
import { adminGamesRouter } from './admin-games.router';
import { adminSessionsRouter } from './admin-sessions.router';

/**
 * The staff area's procedures, all on adminProcedure. One sub-router per list:
 * accounts, games, sessions (features/admin), waitListers (features/accounts), words (features/words).
 */
export const adminRouter = router({
  accounts: adminAccountsRouter,
  games: adminGamesRouter,
  sessions: adminSessionsRouter,
  waitListers: waitListersAdminRouter,
  words: wordsAdminRouter,
});
