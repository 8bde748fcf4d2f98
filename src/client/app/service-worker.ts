import { SESSION_IDLE_MS } from '../../shared/constants';

/**
 * The service worker's script (public/sw.js), with what it must know of the server in its query: a
 * logout kept offline is dropped once the session it names would have ended unused (SESSION_IDLE_MS).
 * The worker has no build step to import it; a new limit is a new URL, so browsers install the worker again.
 */
export const SERVICE_WORKER_URL = `/sw.js?keepLogoutMs=${SESSION_IDLE_MS}`;

/** Registers the service worker (offline shell and audio) once the page has loaded. */
export function registerServiceWorker(): void {
  // Browsers offer service workers only in secure contexts (https, localhost).
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The caches of kept pages (public/sw.js names them `spelldown-pages-<version>`). */
const PAGE_CACHE_PREFIX = 'spelldown-pages-';

/**
 * Deletes the pages kept on this device for offline use: the account that saw them has left it
 * (logged out, or its session ended). Straight from the page, so it works without an active worker.
 */
export async function clearStoredPages(): Promise<void> {
  try {
    if (typeof caches === 'undefined') return; // no Cache Storage outside secure contexts
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(PAGE_CACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch {
    // Storage blocked or gone: nothing is kept.
  }
}

/** The texts of the page the service worker shows for a page that cannot load offline. */
export interface OfflinePageTexts {
  lang: string;
  title: string;
  text: string;
  retry: string;
}

/** Hands the service worker its offline page, in the player's language (no-op without one). */
export function describeOfflinePage(texts: OfflinePageTexts): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'offline-page', ...texts }),
  );
}

/**
 * Asks the service worker to keep these audio files for offline play (no-op without one). On a
 * first visit the worker is still installing: the request waits for it to be active.
 */
export function cacheAudioForOffline(urls: string[]): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'cache-audio', urls: urls.filter(Boolean) }),
  );
}
