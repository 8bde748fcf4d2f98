import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once React runs in the browser. Forms
 * stay disabled until then: a click or a typed value before hydration would be lost (or, for a form
 * without JavaScript, sent as a GET with its fields in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
