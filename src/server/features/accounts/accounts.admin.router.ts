import { AdminPageSchema, CreateAccountSchema } from '../../../shared/schemas/admin.schema';
import { adminProcedure, router } from '../../trpc/init';
import * as accounts from './accounts.admin.service';

export const accountsAdminRouter = router({
  /** Accounts by e-mail; `after` is the last e-mail of the previous page. */
  list: adminProcedure.input(AdminPageSchema).query(({ ctx, input }) => accounts.listAccounts(ctx.deps.db, input)),

  create: adminProcedure
    .input(CreateAccountSchema)
    .mutation(({ ctx, input }) => accounts.createPlayerAccount(ctx.deps.db, input)),
});
