import { LoginSchema } from '../../../shared/schemas/auth.schema';
import { ipRateLimited, playerProcedure, publicProcedure, router } from '../../trpc/init';
import * as auth from './auth.service';

export const authRouter = router({
  login: publicProcedure
    .use(ipRateLimited)
    .input(LoginSchema)
    .mutation(async ({ ctx, input }) => {
      const session = await auth.login(ctx.deps, input.email, input.password, ctx.clientAddress);
      ctx.setSessionCookie(session.id);
      return session;
    }),

  /**
   * Ends the bearer's session and the page cookie's, whichever the browser still has, and clears the
   * cookie. Reading the cookie here lends it no authority: it can only end its own session, and it is
   * read only from this site's own pages (`isFromOwnSite`), so a form another site of the same domain
   * posts, which SameSite=Lax lets the cookie come with, neither ends nor clears it.
   */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    await auth.logout(ctx.deps, [ctx.sessionToken, ctx.cookieToken]);
    if (ctx.sessionToken || ctx.cookieToken) ctx.setSessionCookie(null);
    return null;
  }),

  /** Puts the page cookie back for a bearer that still works (the cookie was cleared or expired). */
  restoreCookie: playerProcedure.mutation(({ ctx }) => {
    ctx.setSessionCookie(ctx.sessionToken);
    return ctx.session.account;
  }),

  /** The account of the current session, or null: lets the browser notice a session that ended. */
  me: publicProcedure.query(({ ctx }) => (ctx.session ? ctx.session.account : null)),
});
