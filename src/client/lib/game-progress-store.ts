/** A game in progress is kept in this browser under `game:<gameId>` until its guesses are submitted. */
const PROGRESS_PREFIX = 'game:';

export const progressKeyOf = (gameId: string) => `${PROGRESS_PREFIX}${gameId}`;

/** Forgets every game in progress on this device (the account that played them has left it). */
export function clearAllGameProgress(): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key?.startsWith(PROGRESS_PREFIX) ?? false,
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
