/**
 * Where a visitor sent to log in goes once logged in: the page they asked for, carried in `/login?next=`.
 * Only a path of this site is followed (never `//host` or `/\host`, which a browser reads as another site).
 */
export const RETURN_PARAM = 'next';

/** The login page for a visitor who asked for `url` (a path with its query): plain for the home page. */
export function loginPathFor(url: string): string {
  return url === '/' ? '/login' : `/login?${RETURN_PARAM}=${encodeURIComponent(url)}`;
}

/** The page to go to after logging in: `next` when it is a path of this site (not the login page), else home. */
export function returnPathOf(next: string | null): string {
  if (!next || next.length > 2000 || !/^\/(?![/\\])/.test(next) || next.includes('\\')) return '/';
  if ([...next].some((char) => char < ' ')) return '/'; // a control character: nothing a link writes
  return /^\/login(?:[/?#]|$)/.test(next) ? '/' : next;
}
