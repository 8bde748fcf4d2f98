/** A chunk loaded on demand, once (see `loadOnce`). */
export interface LoadedOnce<T> {
  preload: () => Promise<void>;
  loaded: () => T | undefined;
}

/**
 * A chunk loaded on demand, once: `preload()` starts the load (or returns the one under way), and
 * `loaded()` answers its export after it resolved, so the component rendering it need not suspend again.
 * A failed load is forgotten, so a retry loads the chunk again.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadedOnce<T> {
  let loaded: T | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (value) => {
        loaded = value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { preload, loaded: () => loaded };
}
