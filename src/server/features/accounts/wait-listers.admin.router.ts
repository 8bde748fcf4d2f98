import { InviteWaitListerSchema, WaitListersListSchema } from '../../../shared/schemas/accounts.schema';
import { adminProcedure, router } from '../../trpc/init';
import { inviteWaitLister } from './invitations.service';
import { listWaitListers } from './wait-listers.service';

/** admin.waitListers: the list (by e-mail, 50 a page) and the Invite action. */
export const waitListersAdminRouter = router({
  list: adminProcedure.input(WaitListersListSchema).query(({ ctx, input }) => listWaitListers(ctx.deps, input)),
  invite: adminProcedure.input(InviteWaitListerSchema).mutation(async ({ ctx, input }) => {
    await inviteWaitLister(ctx.deps, input.waitListerId);
    return {};
  }),
});
