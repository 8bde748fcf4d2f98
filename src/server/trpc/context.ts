import type { AppDeps } from '../deps';
import type { AuthSession } from '../features/auth/auth.types';

export interface Context {
  deps: AppDeps;
  session: AuthSession | null;
  /** The bearer of this request when it is a valid session (server only; never sent back). */
  sessionToken: string | null;
  /**
   * The page cookie's token, read by logout alone: it ends that session too (the browser may have lost
   * its stored bearer while the HttpOnly cookie lives on). No call is ever authorised by it.
   */
  cookieToken: string | null;
  /** The client as the limits count it (`clientAddressOf`): its IPv4 address, or its IPv6 /64. */
  clientAddress: string;
  locale: string;
  /** Mirrors the session in an HttpOnly cookie so the server renders the right page (product §2). */
  setSessionCookie: (token: string | null) => void;
}

export type CreateContextOptions = Omit<Context, 'setSessionCookie' | 'sessionToken' | 'cookieToken'> &
  Partial<Pick<Context, 'setSessionCookie' | 'sessionToken' | 'cookieToken'>>;

export function createContext(options: CreateContextOptions): Context {
  return { setSessionCookie: () => undefined, sessionToken: null, cookieToken: null, ...options };
}
