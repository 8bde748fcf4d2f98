import type { ComponentType } from 'react';

/**
 * Every page (product §2): its path, who may see it and its module. This table is the only list of pages:
 * the server answers each page's status from it (redirect, 401, 403; 404 from the data a page reads
 * before it renders, src/server/plugins/page-data.ts), and the browser builds its router and preloads
 * each page's chunk from it (src/client/app/app-routes.tsx). Adding a page is an entry here and the page's file.
 *
 * - `public`: everyone; `guestOnly`: visitors without a session (one with a session is sent to `/`);
 * - `player`: a session (else a redirect to `/login`), in the logged-in layout;
 * - `admin`: the role `admin` (else 401 or 403), in the staff area's layout.
 */
export type RouteAccess = 'public' | 'guestOnly' | 'player' | 'admin';

/**
 * A page's component, loaded on demand: each page is a chunk of its own in the browser, but today's game,
 * which is in the entry's (vite.config.ts); the server's bundle holds them all. Two paths of one page share one loader, so moving between them keeps the page.
 */
export type PageModule = () => Promise<ComponentType>;

export interface PageRoute {
  pattern: string;
  access: RouteAccess;
  page: PageModule;
}

const dailyPage: PageModule = () => import('../client/pages/game/daily-page').then((m) => m.DailyPage);
const joinPage: PageModule = () => import('../client/pages/account/join-page').then((m) => m.JoinPage);

export const PAGE_ROUTES = [
  { pattern: '/', access: 'player', page: dailyPage },
  { pattern: '/daily', access: 'player', page: dailyPage },
  {
    pattern: '/games/:gameId',
    access: 'player',
    page: () => import('../client/pages/game/past-game-page').then((m) => m.PastGamePage),
  },
  {
    pattern: '/training',
    access: 'player',
    page: () => import('../client/pages/training/training-page').then((m) => m.TrainingPage),
  },
  {
    pattern: '/archive',
    access: 'player',
    page: () => import('../client/pages/archive/archive-page').then((m) => m.ArchivePage),
  },
  {
    pattern: '/password',
    access: 'player',
    page: () => import('../client/pages/account/change-password-page').then((m) => m.ChangePasswordPage),
  },
  {
    pattern: '/login',
    access: 'guestOnly',
    page: () => import('../client/pages/login/login-page').then((m) => m.LoginPage),
  },
  { pattern: '/join', access: 'public', page: joinPage },
  { pattern: '/join/:registrationCode', access: 'public', page: joinPage },
  { pattern: '/beta', access: 'public', page: () => import('../client/pages/beta/beta-page').then((m) => m.BetaPage) },
  {
    pattern: '/waiting-list',
    access: 'public',
    page: () => import('../client/pages/account/waiting-list-page').then((m) => m.WaitingListPage),
  },
  {
    pattern: '/forgot-password',
    access: 'public',
    page: () => import('../client/pages/account/forgot-password-page').then((m) => m.ForgotPasswordPage),
  },
  {
    pattern: '/forgot-password/:recoveryCode',
    access: 'public',
    page: () => import('../client/pages/account/reset-password-page').then((m) => m.ResetPasswordPage),
  },
  {
    pattern: '/admin',
    access: 'admin',
    page: () => import('../client/pages/admin/admin-home-page').then((m) => m.AdminHomePage),
  },
  {
    pattern: '/admin/accounts',
    access: 'admin',
    page: () => import('../client/pages/admin/accounts/accounts-page').then((m) => m.AccountsPage),
  },
  {
    pattern: '/admin/accounts/new',
    access: 'admin',
    page: () => import('../client/pages/admin/accounts/account-new-page').then((m) => m.AccountNewPage),
  },
  {
    pattern: '/admin/games',
    access: 'admin',
    page: () => import('../client/pages/admin/games/games-page').then((m) => m.GamesPage),
  },
  {
    pattern: '/admin/games/:gameId',
    access: 'admin',
    page: () => import('../client/pages/admin/games/game-page').then((m) => m.GamePage),
  },
  {
    pattern: '/admin/sessions',
    access: 'admin',
    page: () => import('../client/pages/admin/sessions/sessions-page').then((m) => m.SessionsPage),
  },
  {
    pattern: '/admin/wait-listers',
    access: 'admin',
    page: () => import('../client/pages/admin/wait-listers/wait-listers-page').then((m) => m.WaitListersPage),
  },
  {
    pattern: '/admin/words',
    access: 'admin',
    page: () => import('../client/pages/admin/words/words-page').then((m) => m.WordsPage),
  },
  {
    pattern: '/admin/words/new',
    access: 'admin',
    page: () => import('../client/pages/admin/words/word-new-page').then((m) => m.WordNewPage),
  },
  {
    pattern: '/admin/words/:wordId',
    access: 'admin',
    page: () => import('../client/pages/admin/words/word-page').then((m) => m.WordPage),
  },
] as const satisfies readonly PageRoute[];

/** The pattern of a page of the table (`'/games/:gameId'`). */
export type PagePattern = (typeof PAGE_ROUTES)[number]['pattern'];

/** The parameters a pattern names: `'/games/:gameId'` has `{ gameId: string }`. */
export type PatternParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PatternParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

export interface RouteMatch {
  route: (typeof PAGE_ROUTES)[number];
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
