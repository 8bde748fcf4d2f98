import { EndSessionSchema, SessionsPageSchema } from '../../../shared/schemas/admin.schema';
import { adminProcedure, router } from '../../trpc/init';
import * as sessions from './sessions.admin.service';

export const sessionsAdminRouter = router({
  /** Live sessions newest first; `after` is the last row's createdAt (the browser adds `|id`). */
  list: adminProcedure
    .input(SessionsPageSchema)
    .query(({ ctx, input }) => sessions.listSessions(ctx.deps, input, ctx.session.id)),

  end: adminProcedure
    .input(EndSessionSchema)
    .mutation(({ ctx, input }) => sessions.endSession(ctx.deps, input.sessionId, ctx.session.account.id)),
});
