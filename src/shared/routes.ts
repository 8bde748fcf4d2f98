/**
 * Every page of product §2 and who may see it. The server uses this to redirect, to answer 401/403/404
 * with the right status, and the browser uses the same paths in its router.
 */
export type RouteAccess = 'public' | 'guestOnly' | 'player' | 'admin';

export interface PageRoute {
  pattern: string;
  access: RouteAccess;
}

export const PAGE_ROUTES: PageRoute[] = [
  { pattern: '/', access: 'player' },
  { pattern: '/daily', access: 'player' },
  { pattern: '/games/:gameId', access: 'player' },
  { pattern: '/training', access: 'player' },
  { pattern: '/archive', access: 'player' },
  { pattern: '/password', access: 'player' },
  { pattern: '/login', access: 'guestOnly' },
  { pattern: '/join', access: 'public' },
  { pattern: '/join/:registrationCode', access: 'public' },
  { pattern: '/beta', access: 'public' },
  { pattern: '/waiting-list', access: 'public' },
  { pattern: '/forgot-password', access: 'public' },
  { pattern: '/forgot-password/:recoveryCode', access: 'public' },
  { pattern: '/admin', access: 'admin' },
  { pattern: '/admin/accounts', access: 'admin' },
  { pattern: '/admin/accounts/new', access: 'admin' },
  { pattern: '/admin/games', access: 'admin' },
  { pattern: '/admin/games/:gameId', access: 'admin' },
  { pattern: '/admin/sessions', access: 'admin' },
  { pattern: '/admin/wait-listers', access: 'admin' },
  { pattern: '/admin/words', access: 'admin' },
  { pattern: '/admin/words/new', access: 'admin' },
  { pattern: '/admin/words/:wordId', access: 'admin' },
];

export interface RouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

/** Each route with its pattern's segments, split once (the server matches every page request). */
const SPLIT_ROUTES = PAGE_ROUTES.map((route) => ({ route, segments: route.pattern.split('/') }));

/** Matches a pathname against the table; static segments win over parameters. */
export function matchPageRoute(pathname: string): RouteMatch | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = path.split('/');
  let best: RouteMatch | undefined;
  let bestScore = -1;
  for (const { route, segments } of SPLIT_ROUTES) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    const ok = segments.every((segment, i) => {
      const part = parts[i] ?? '';
      if (segment.startsWith(':')) {
        if (!part) return false;
        try {
          params[segment.slice(1)] = decodeURIComponent(part);
        } catch {
          return false;
        }
        return true;
      }
      score += 1;
      return segment === part;
    });
    if (ok && score > bestScore) {
      best = { route, params };
      bestScore = score;
    }
  }
  return best;
}

/**
 * Paths whose segments are secrets (invitation and recovery codes): logged without them, after any
 * prefix (a PUBLIC_URL with a path of its own puts one before `/join/`).
 */
export function redactPath(pathname: string): string {
  return pathname.replace(/\/(join|forgot-password)\/[^/?#]+/g, '/$1/:code');
}
