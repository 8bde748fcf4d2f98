import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KEPT_LOGOUT_COOKIE, SESSION_COOKIE } from '../../../shared/constants';
import { setSessionCookie } from '../../plugins/request-context';
import { logout } from './auth.service';

/**
 * Takes a logout the browser kept (KEPT_LOGOUT_COOKIE: a logout pressed offline on a page no service
 * worker controls) before anything reads the request's session: its session ends and the cookie is
 * cleared; a page cookie naming the same session is not read, and is cleared too, so the first page
 * after it renders for nobody. The cookie's authority is its bearer's, as with POST /api/logout and a
 * bearer header: it can end only the session it names (the other requests of the page load that carry
 * it find it ended). A request without it pays one property read.
 */
export function takeKeptLogouts(app: FastifyInstance): void {
  async function take(request: FastifyRequest, reply: FastifyReply, bearer: string): Promise<void> {
    const pageCookieNamesIt = bearer !== '' && request.cookies[SESSION_COOKIE] === bearer;
    // Not read, whether or not the database takes the logout now.
    if (pageCookieNamesIt) delete request.cookies[SESSION_COOKIE];
    try {
      await logout(app, [bearer]);
    } catch (error) {
      // The cookie stays: the browser's next request tries again.
      request.log.warn({ err: error }, 'could not end the session of a logout the browser kept');
      return;
    }
    reply.clearCookie(KEPT_LOGOUT_COOKIE, { path: '/' });
    if (pageCookieNamesIt) setSessionCookie(app, request, reply, null);
  }

  // Not an async hook: nearly no request carries the cookie, and those pay no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const bearer = request.cookies[KEPT_LOGOUT_COOKIE];
    if (bearer === undefined) return done();
    take(request, reply, bearer).then(() => done(), done);
  });
}
