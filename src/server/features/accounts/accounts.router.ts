import {
  ChangePasswordSchema,
  JoinSchema,
  RecoverySchema,
  ResetPasswordSchema,
  WaitingListSchema,
} from '../../../shared/schemas/accounts.schema';
import { ipRateLimited, playerProcedure, publicProcedure, router } from '../../trpc/init';
import { localeFor, translatorFor } from './account-errors';
import { join } from './join.service';
import { changePassword, requestRecovery, resetPassword } from './passwords.service';
import { joinWaitingList } from './wait-listers.service';

/** Getting in and keeping access: sign-up, waiting list, password change, recovery and reset. */
export const accountRouter = router({
  join: publicProcedure
    .use(ipRateLimited)
    .input(JoinSchema)
    .mutation(({ ctx, input }) => join(ctx.deps, input, translatorFor(ctx.locale))),
  joinWaitingList: publicProcedure
    .use(ipRateLimited)
    .input(WaitingListSchema)
    .mutation(async ({ ctx, input }) => {
      await joinWaitingList(ctx.deps, input.email, localeFor(ctx.locale));
      return {};
    }),
  changePassword: playerProcedure
    .use(ipRateLimited)
    .input(ChangePasswordSchema)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.deps, ctx.session, input, translatorFor(ctx.locale));
      return {};
    }),
  requestRecovery: publicProcedure
    .use(ipRateLimited)
    .input(RecoverySchema)
    .mutation(({ ctx, input }) => {
      requestRecovery(ctx.deps, input.email, localeFor(ctx.locale));
      return {};
    }),
  resetPassword: publicProcedure
    .use(ipRateLimited)
    .input(ResetPasswordSchema)
    .mutation(async ({ ctx, input }) => {
      await resetPassword(ctx.deps, input, translatorFor(ctx.locale));
      return {};
    }),
});
