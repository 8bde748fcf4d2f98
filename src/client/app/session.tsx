import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../../shared/constants';
import type { AccountSummary, Session } from '../../shared/schemas/auth.schema';
import { readStorageJson, writeStorage } from '../lib/storage';
import { trpc } from './trpc';

export function readStoredSession(): Session | null {
  if (typeof window === 'undefined') return null;
  const session = readStorageJson<Session>(STORAGE_KEYS.session);
  return session && typeof session.id === 'string' ? session : null;
}

export function storeSession(session: Session | null): void {
  writeStorage(STORAGE_KEYS.session, session ? JSON.stringify(session) : null);
}

interface SessionValue {
  account: AccountSummary | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** Saves a new session after login (local storage, and the account in memory). */
  signIn: (session: Session) => void;
  /** Forgets the session locally (the caller ends it on the server first). */
  forget: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * Starts from the account the server rendered with (read from its HttpOnly cookie) so the first
 * render matches; then reconciles with local storage, which holds the bearer the API needs.
 */
export function SessionProvider({
  initialAccount,
  children,
}: {
  initialAccount: AccountSummary | null;
  children: ReactNode;
}) {
  const [account, setAccount] = useState<AccountSummary | null>(initialAccount);
  const utils = trpc.useUtils();

  useEffect(() => {
    const stored = readStoredSession();
    if (initialAccount && (!stored || stored.account.id !== initialAccount.id)) {
      // The cookie outlived the stored bearer: end it, so page and API agree that nobody is logged in.
      storeSession(null);
      setAccount(null);
      void utils.client.auth.logout.mutate().catch(() => undefined);
    } else if (!initialAccount && stored) {
      // The bearer outlived the cookie: if the session still works, put the cookie back.
      utils.client.auth.restoreCookie
        .mutate()
        .then((restored) => setAccount(restored))
        .catch(() => {
          storeSession(null);
          setAccount(null);
        });
    }
    // Only on first load: later changes come through signIn and forget.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signIn = useCallback((session: Session) => {
    storeSession(session);
    setAccount(session.account);
  }, []);
  const forget = useCallback(() => {
    storeSession(null);
    setAccount(null);
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      account,
      isLoggedIn: account !== null,
      isAdmin: account?.roles.includes('admin') ?? false,
      signIn,
      forget,
    }),
    [account, signIn, forget],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
