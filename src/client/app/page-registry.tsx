import { lazy, type ComponentType } from 'react';

export interface PageEntry {
  path: string;
  Component: ComponentType;
}

/**
 * Each page is its own chunk: the first page loads the framework and that page only. The server
 * renders the page in full; the browser loads its chunk before hydrating it.
 */
const DailyPage = lazy(() => import('../pages/game/daily-page').then((m) => ({ default: m.DailyPage })));
const PastGamePage = lazy(() => import('../pages/game/past-game-page').then((m) => ({ default: m.PastGamePage })));
const TrainingPage = lazy(() => import('../pages/training/training-page').then((m) => ({ default: m.TrainingPage })));
const ArchivePage = lazy(() => import('../pages/archive/archive-page').then((m) => ({ default: m.ArchivePage })));
const ChangePasswordPage = lazy(() => import('../pages/account').then((m) => ({ default: m.ChangePasswordPage })));
const JoinPage = lazy(() => import('../pages/account').then((m) => ({ default: m.JoinPage })));
const WaitingListPage = lazy(() => import('../pages/account').then((m) => ({ default: m.WaitingListPage })));
const ForgotPasswordPage = lazy(() => import('../pages/account').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../pages/account').then((m) => ({ default: m.ResetPasswordPage })));

/** Pages of the logged-in layout (spec §2, player routes). */
export const PLAYER_PAGES: PageEntry[] = [
  { path: '/', Component: DailyPage },
  { path: '/daily', Component: DailyPage },
  { path: '/games/:gameId', Component: PastGamePage },
  { path: '/training', Component: TrainingPage },
  { path: '/archive', Component: ArchivePage },
  { path: '/password', Component: ChangePasswordPage },
];

/** Public pages besides login and beta (spec §2, public routes). */
export const PUBLIC_PAGES: PageEntry[] = [
  { path: '/join', Component: JoinPage },
  { path: '/join/:registrationCode', Component: JoinPage },
  { path: '/waiting-list', Component: WaitingListPage },
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/forgot-password/:recoveryCode', Component: ResetPasswordPage },
];
