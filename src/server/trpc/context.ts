import type { AppDeps } from '../deps';
import type { AuthSession } from '../features/auth/auth.types';

export interface Context {
  deps: AppDeps;
  session: AuthSession | null;
  /** The bearer of this request when it is a valid session (server only; never sent back). */
  sessionToken: string | null;
  ip: string;
  locale: string;
  /** Mirrors the session in an HttpOnly cookie so the server renders the right page (contract §5). */
  setSessionCookie: (token: string | null) => void;
}

export type CreateContextOptions = Omit<Context, 'setSessionCookie' | 'sessionToken'> &
  Partial<Pick<Context, 'setSessionCookie' | 'sessionToken'>>;

export function createContext(options: CreateContextOptions): Context {
  return { setSessionCookie: () => undefined, sessionToken: null, ...options };
}
