import { useLocation } from 'react-router';
import { useHydrated } from './use-hydrated';

/**
 * What the app left in this history entry (React Router's `location.state`), once hydrated: the server
 * never sees it, and a reload keeps it, so reading it while hydrating would render something else than
 * the server's HTML (React's error #418).
 */
export function useHistoryState<T extends object>(): Partial<T> {
  const location = useLocation();
  const hydrated = useHydrated();
  return (hydrated ? (location.state ?? {}) : {}) as Partial<T>;
}
