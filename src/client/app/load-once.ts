import { use } from 'react';

/** A chunk loaded on demand, once (see `loadOnce`). */
export interface LoadedOnce<T> {
  /**
   * Starts the load, or returns the one under way; resolves to the chunk's export. A failed preload is
   * forgotten: the next one loads again.
   */
  preload: () => Promise<T>;
  /**
   * For a component's render: the export, or suspends until it has loaded. A load that fails is thrown to
   * the nearest error boundary, and every render finds that failure until the boundary has shown it
   * (`forgetShownFailures`) or for a few seconds at most; then a render loads the chunk again.
   */
  read: () => T;
}

/**
 * How long a failed load is kept for the renders that waited for it, at most. React renders again as soon
 * as the load fails; a failure no boundary showed (a page left before its load failed, a server render)
 * is not kept past this, so a later render loads again rather than failing at once.
 */
const FAILURE_KEPT_MS = 5_000;

/** How each chunk whose failed load a render has thrown forgets it. */
const failuresToForget = new Set<() => void>();

/**
 * Called by an error boundary once it shows a failure: the loads that failed in a render are forgotten,
 * so its retry, or the next visit to the page, loads them again.
 */
export function forgetShownFailures(): void {
  for (const forget of failuresToForget) forget();
  failuresToForget.clear();
}

/**
 * A chunk loaded on demand, once: `preload()` starts the load (or returns the one under way) and resolves
 * to its export; once it has, a render (`read`) answers the export at once, without suspending again.
 * A render (`read`) keeps the failed load it waited for until a boundary has shown it (a few seconds at
 * most): were it forgotten at once, React's next attempt would load again, and the page would wait on a
 * spinner while the network is down.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadedOnce<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  let rendered: Promise<T> | undefined;
  let failedAt: number | undefined;
  const preload = () =>
    (pending ??= load().then(
      (value) => {
        loaded = value;
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const read = () => {
    if (loaded !== undefined) return loaded;
    if (rendered && failedAt !== undefined && Date.now() - failedAt > FAILURE_KEPT_MS) rendered = undefined;
    if (!rendered) {
      const awaited = (rendered = preload());
      failedAt = undefined;
      awaited.catch(() => {
        failedAt = Date.now();
        failuresToForget.add(() => {
          if (rendered === awaited) rendered = undefined;
        });
      });
    }
    return use(rendered);
  };
  return { preload, read };
}
