import { KEPT_LOGOUT_COOKIE, SESSION_IDLE_MS } from '../../shared/constants';
import { writeCookie } from '../lib/storage';

/**
 * Keeps a logout the server did not take for the next request to the site (KEPT_LOGOUT_COOKIE): without
 * it, the page cookie would still name the session, and the next page load would render as the account
 * that logged out. It holds the bearer local storage held until now, for as long as the session could
 * live unused.
 */
export function keepLogoutForServer(bearer: string): void {
  writeCookie(KEPT_LOGOUT_COOKIE, bearer, SESSION_IDLE_MS / 1000);
}
