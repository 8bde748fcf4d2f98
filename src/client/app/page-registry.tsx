import { matchPath } from 'react-router';
import { lazyPage, type LazyPage } from './lazy-page';

export interface PageEntry {
  path: string;
  Component: LazyPage;
}

/**
 * Each page is its own chunk: the first page loads the framework and that page only. The server
 * renders the page in full; the browser loads its chunk before hydrating it (`preloadPageAt`).
 */
const DailyPage = lazyPage(() => import('../pages/game/daily-page').then((m) => m.DailyPage));
const PastGamePage = lazyPage(() => import('../pages/game/past-game-page').then((m) => m.PastGamePage));
const TrainingPage = lazyPage(() => import('../pages/training/training-page').then((m) => m.TrainingPage));
const ArchivePage = lazyPage(() => import('../pages/archive/archive-page').then((m) => m.ArchivePage));
const ChangePasswordPage = lazyPage(() => import('../pages/account').then((m) => m.ChangePasswordPage));
const JoinPage = lazyPage(() => import('../pages/account').then((m) => m.JoinPage));
const WaitingListPage = lazyPage(() => import('../pages/account').then((m) => m.WaitingListPage));
const ForgotPasswordPage = lazyPage(() => import('../pages/account').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => import('../pages/account').then((m) => m.ResetPasswordPage));

/** Pages of the logged-in layout (product §2). */
export const PLAYER_PAGES: PageEntry[] = [
  { path: '/', Component: DailyPage },
  { path: '/daily', Component: DailyPage },
  { path: '/games/:gameId', Component: PastGamePage },
  { path: '/training', Component: TrainingPage },
  { path: '/archive', Component: ArchivePage },
  { path: '/password', Component: ChangePasswordPage },
];

/** Public pages besides login and beta (product §2). */
export const PUBLIC_PAGES: PageEntry[] = [
  { path: '/join', Component: JoinPage },
  { path: '/join/:registrationCode', Component: JoinPage },
  { path: '/waiting-list', Component: WaitingListPage },
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/forgot-password/:recoveryCode', Component: ResetPasswordPage },
];

/** Staff pages are their own bundle: players never download them. */
export const AdminRoutes = lazyPage(() => import('../pages/admin/admin-routes').then((m) => m.default));

/** Loads the chunk of the page at `pathname`, if it has one, so hydration finds it ready. */
export function preloadPageAt(pathname: string, isAdmin: boolean): Promise<void> {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    // Anyone else gets the 401/403 page: the staff bundle stays on the server.
    return isAdmin ? AdminRoutes.preload() : Promise.resolve();
  }
  const entry = [...PLAYER_PAGES, ...PUBLIC_PAGES].find(({ path }) => matchPath(path, pathname));
  return entry ? entry.Component.preload() : Promise.resolve();
}
