import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, SESSION_COOKIE } from '../../shared/constants';
import { pickLocale } from '../../shared/i18n/locales';
import type { AppDeps } from '../deps';
import { authenticate, SESSION_ABSOLUTE_MS } from '../features/auth/auth.service';
import { clientAddressOf } from '../lib/client-address';
import { createContext, type Context } from '../trpc/context';
import { bearerToken } from './bearer-token';
import { cameOverHttps, isServedOverHttps } from './security-headers';

export function localeOf(request: FastifyRequest): string {
  return pickLocale(request.cookies[LOCALE_COOKIE], request.headers['accept-language']);
}

/**
 * The session cookie is Secure whenever the site is served over HTTPS: the request came over TLS (or a
 * trusted proxy says it did, TRUST_PROXY), or PUBLIC_URL is https.
 */
export function setSessionCookie(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | null,
): void {
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: cameOverHttps(request) || isServedOverHttps(deps.config.publicUrl),
  };
  if (token) reply.setCookie(SESSION_COOKIE, token, { ...options, maxAge: SESSION_ABSOLUTE_MS / 1000 });
  else reply.clearCookie(SESSION_COOKIE, options);
}

/**
 * Did this request come from one of this site's own pages, or from no web page at all? Browsers tell
 * where a request comes from in Sec-Fetch-Site, older ones in Origin; a request with neither is no
 * forged form (curl, or a script that holds the cookie itself).
 */
export function isFromOwnSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const { origin } = request.headers;
  if (origin === undefined) return true;
  try {
    const from = new URL(origin).origin;
    // The site's address as this request reached it, or as PUBLIC_URL gives it (behind a proxy that
    // ends TLS or rewrites Host, the request's own may differ from what the browser shows).
    return from === new URL(`${request.protocol}://${request.host}`).origin || from === new URL(publicUrl).origin;
  } catch {
    return false; // "null" (a sandboxed page, a file) or nothing a browser sends
  }
}

/** The page cookie's token, for logout: only from this site's own pages (asked only when there is one). */
function cookieTokenOf(deps: AppDeps, request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token && isFromOwnSite(request, deps.config.publicUrl) ? token : null;
}

/**
 * The procedure context of an API request. API calls authenticate by the bearer header only:
 * the cookie is for server rendering, so a forged cross-site request carries no authority. The cookie
 * is read by logout alone, and only from this site's own pages: SameSite=Lax still sends it with a
 * form posted from another site of the same domain (another port or subdomain).
 */
export async function createApiContext(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<Context> {
  const token = bearerToken(request);
  const session = await authenticate(deps, token);
  return createContext({
    deps,
    session,
    sessionToken: session && token ? token : null,
    cookieToken: cookieTokenOf(deps, request),
    clientAddress: clientAddressOf(request.ip),
    locale: localeOf(request),
    setSessionCookie: (value) => setSessionCookie(deps, request, reply, value),
  });
}

/** The context a server-rendered page uses: the session comes from the HttpOnly cookie. */
export async function createPageContext(deps: AppDeps, request: FastifyRequest): Promise<Context> {
  return createContext({
    deps,
    session: await authenticate(deps, request.cookies[SESSION_COOKIE]),
    clientAddress: clientAddressOf(request.ip),
    locale: localeOf(request),
  });
}
