import { KEPT_LOGOUT_COOKIE } from '../../shared/constants';

/** A session lives at most this long unused (the server's idle limit): a kept logout is moot after it. */
const KEEP_LOGOUT_SECONDS = 14 * 24 * 60 * 60;

/**
 * Keeps a logout the server did not take for the next request to the site (KEPT_LOGOUT_COOKIE): without
 * it, the page cookie would still name the session, and the next page load would render as the account
 * that logged out. Not HttpOnly, as the page writes it; it holds the bearer local storage held until now.
 */
export function keepLogoutForServer(bearer: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${KEPT_LOGOUT_COOKIE}=${encodeURIComponent(bearer)}; Path=/; Max-Age=${KEEP_LOGOUT_SECONDS}; SameSite=Lax${secure}`;
}
