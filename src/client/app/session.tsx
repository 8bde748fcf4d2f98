import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../../shared/constants';
import type { AccountSummary, Session } from '../../shared/schemas/auth.schema';
import { clearAllGameProgress } from '../lib/game-progress-store';
import { readStorageJson, writeStorage } from '../lib/storage';
import { clearStoredPages } from './service-worker';
import { trpc } from './trpc';

export function readStoredSession(): Session | null {
  if (typeof window === 'undefined') return null;
  const session = readStorageJson<Session>(STORAGE_KEYS.session);
  return session && typeof session.id === 'string' ? session : null;
}

export function storeSession(session: Session | null): void {
  writeStorage(STORAGE_KEYS.session, session ? JSON.stringify(session) : null);
}

/**
 * What this device keeps of the account beyond its session: pages kept for offline use and games in
 * progress. Dropped whenever the session is (logout, a new login, a session found ended), so the next
 * person on the device sees none of it, online or off.
 */
function forgetDeviceData(): void {
  clearAllGameProgress();
  void clearStoredPages();
}

const sessionEndedListeners = new Set<() => void>();

/** The API refused the stored bearer (401): its session ended on the server (expired, or ended elsewhere). */
export function reportSessionEnded(): void {
  for (const listener of sessionEndedListeners) listener();
}

interface SessionValue {
  account: AccountSummary | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** Saves a new session after login (local storage, and the account in memory). */
  signIn: (session: Session) => void;
  /** Forgets the session and what the device kept of the account (the caller ends it on the server first). */
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

  const signIn = useCallback((session: Session) => {
    storeSession(session);
    setAccount(session.account);
  }, []);
  const forget = useCallback(() => {
    storeSession(null);
    setAccount(null);
    forgetDeviceData();
  }, []);

  useEffect(() => {
    const stored = readStoredSession();
    if (initialAccount && (!stored || stored.account.id !== initialAccount.id)) {
      // The cookie outlived the stored bearer: end it (the server reads the cookie), so page and API
      // agree that nobody is logged in.
      forget();
      void utils.client.auth.logout.mutate().catch(() => undefined);
    } else if (!initialAccount && stored) {
      // The bearer outlived the cookie: if the session still works, put the cookie back. A session that
      // ended answers 401, which reportSessionEnded handles; offline, the session is kept for later.
      utils.client.auth.restoreCookie
        .mutate()
        .then((restored) => setAccount(restored))
        .catch(() => undefined);
    }
    // Only on first load: later changes come through signIn and forget.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onEnded = () => {
      forget();
      // The page cookie named the same session: the server clears it.
      void utils.client.auth.logout.mutate().catch(() => undefined);
    };
    sessionEndedListeners.add(onEnded);
    return () => void sessionEndedListeners.delete(onEnded);
  }, [forget, utils]);

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
