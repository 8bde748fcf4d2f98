import type { AppDeps } from '../deps';

/** A cache the database's announcements keep true: believed only while its process listens. */
export interface AnnouncedCache {
  onMessage(payload: string): void;
  onListening(listening: boolean): void;
}

/**
 * Feeds `cache` the messages of `channel` and tells it whether it is listening (it keeps nothing while
 * not, and `whenDeaf` is logged). Answers the unlisten, for the feature's `close`.
 */
export function listenForCache(
  deps: AppDeps,
  channel: string,
  cache: AnnouncedCache,
  whenDeaf: string,
): Promise<() => Promise<void>> {
  return deps.database.listen(channel, {
    onMessage: (payload) => cache.onMessage(payload),
    onListening: (listening) => {
      cache.onListening(listening);
      if (!listening) deps.log.warn(whenDeaf);
    },
  });
}
