/** localStorage that never throws (private modes and blocked storage behave as empty). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the app keeps working for this visit.
  }
}

export function readStorageJson<T>(key: string): T | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** A cookie the page writes for the server (so not HttpOnly), Secure on an HTTPS page; null deletes it. */
export function writeCookie(name: string, value: string | null, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = value === null ? 0 : maxAgeSeconds;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** A preference the server reads when rendering, kept a year. */
export const writePreferenceCookie = (name: string, value: string | null) =>
  writeCookie(name, value, 365 * 24 * 60 * 60);

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
