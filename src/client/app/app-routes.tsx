import { Suspense } from 'react';
import { Navigate, useLocation, useRoutes, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { matchPageRoute } from '../../shared/routes';
import { MainLayout, PublicLayout } from '../components/layout/main-layout';
import { PageSpinner } from '../components/ui/page-spinner';
import { ForbiddenPage, NotFoundPage, UnauthorizedPage } from '../components/ui/status-page';
import { BetaPage } from '../pages/beta/beta-page';
import { LoginPage } from '../pages/login/login-page';
import { AdminRoutes, PLAYER_PAGES, PUBLIC_PAGES } from './page-registry';
import { useBootstrap } from './providers';
import { useSession } from './session';

function AdminGate() {
  const session = useSession();
  if (!session.isLoggedIn) return <UnauthorizedPage />;
  if (!session.isAdmin) return <ForbiddenPage />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AdminRoutes />
    </Suspense>
  );
}

function GuestOnly({ children }: { children: React.ReactNode }) {
  const session = useSession();
  return session.isLoggedIn ? <Navigate to="/" replace /> : children;
}

const ADMIN_PATH = '/admin/*';

/** A layout and the pages drawn in it. */
interface LayoutRoute extends NonIndexRouteObject {
  children: RouteObject[];
}

/** Every page the app routes to, each under its layout. */
export const APP_ROUTES: LayoutRoute[] = [
  {
    element: <MainLayout />,
    children: [
      ...PLAYER_PAGES.map(({ path, Component }) => ({ path, element: <Component /> })),
      { path: ADMIN_PATH, element: <AdminGate /> },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      {
        path: '/login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      { path: '/beta', element: <BetaPage /> },
      ...PUBLIC_PAGES.map(({ path, Component }) => ({ path, element: <Component /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The not-found page alone, in the public layout. */
const NOT_FOUND_ROUTES: RouteObject[] = [
  { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
];

/** Each page's path with the one branch (its layout and itself) that leads to it. */
const BRANCH_BY_PATH = new Map<string, RouteObject[]>(
  APP_ROUTES.flatMap((layout) =>
    layout.children.map((page) => [page.path ?? '', [{ ...layout, children: [page] }]] as const),
  ),
);

/**
 * The routes React Router is given for `pathname`: only the branch of the page that matches it. React
 * Router compiles a regular expression for every route of the table it is given, on every render (a
 * quarter of a millisecond a page for this table); the shared table (`matchPageRoute`, which the
 * server answers the page's status by) names the page first. A path it does not know, or a page this
 * table does not have, gets the whole table, so React Router decides as it always would.
 */
export function routesAt(pathname: string): RouteObject[] {
  const pattern = matchPageRoute(pathname)?.route.pattern;
  if (pattern === undefined) return APP_ROUTES;
  const path = pattern === '/admin' || pattern.startsWith('/admin/') ? ADMIN_PATH : pattern;
  return BRANCH_BY_PATH.get(path) ?? APP_ROUTES;
}

export function AppRoutes() {
  const { notFoundPath } = useBootstrap();
  const { pathname } = useLocation();
  // The server already answered 404 for this record: both renders show the not-found page.
  return useRoutes(notFoundPath !== null && pathname === notFoundPath ? NOT_FOUND_ROUTES : routesAt(pathname));
}
