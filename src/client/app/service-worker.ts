/** Registers the service worker (offline shell and audio) once the page has loaded. */
export function registerServiceWorker(): void {
  // Browsers offer service workers only in secure contexts (https, localhost).
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
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
