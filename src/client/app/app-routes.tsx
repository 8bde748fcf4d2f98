import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { PAGE_ROUTES, matchPageRoute, type RouteAccess } from '../../shared/routes';
import { MainLayout, PublicLayout } from '../components/layout/main-layout';
import { ForbiddenPage, NotFoundPage, UnauthorizedPage } from '../components/ui/status-page';
import { AdminLayout, PAGE_COMPONENTS } from './pages';
import { useBootstrap } from './providers';
import { useSession } from './session';

/** The staff area: 401 without a session, 403 without the role, else its frame around the page. */
function AdminGate() {
  const session = useSession();
  if (!session.isLoggedIn) return <UnauthorizedPage />;
  if (!session.isAdmin) return <ForbiddenPage />;
  return <AdminLayout />;
}

function GuestOnly({ children }: { children: React.ReactNode }) {
  const session = useSession();
  return session.isLoggedIn ? <Navigate to="/" replace /> : children;
}

/** The route objects of the shared table's pages one kind of visitor may see. */
function pagesFor(access: RouteAccess): RouteObject[] {
  return PAGE_ROUTES.filter((route) => route.access === access).map(({ pattern }) => {
    const Page = PAGE_COMPONENTS.get(pattern)!;
    return {
      path: pattern,
      element:
        access === 'guestOnly' ? (
          <GuestOnly>
            <Page />
          </GuestOnly>
        ) : (
          <Page />
        ),
    };
  });
}

/** Every page the app routes to, each under its layout (built from src/shared/routes.ts). */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      ...pagesFor('player'),
      {
        element: <AdminGate />,
        children: [...pagesFor('admin'), { path: '/admin/*', element: <NotFoundPage /> }],
      },
    ],
  },
  {
    element: <PublicLayout />,
    children: [...pagesFor('guestOnly'), ...pagesFor('public'), { path: '*', element: <NotFoundPage /> }],
  },
];

/** The not-found page alone, in the public layout. */
const NOT_FOUND_ROUTES: RouteObject[] = [
  { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
];

/** The not-found page of a staff path (a game or word that is not there), in the staff area's frame. */
const ADMIN_NOT_FOUND_ROUTES: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [{ element: <AdminGate />, children: [{ path: '*', element: <NotFoundPage /> }] }],
  },
];

/** The branch of `routes` that leads to the route of `path` (its layouts, each with that one child). */
function branchTo(routes: RouteObject[], path: string): RouteObject[] | undefined {
  for (const route of routes) {
    if (route.path === path) return [route];
    const children = route.children && branchTo(route.children, path);
    if (children) return [{ ...route, children }];
  }
  return undefined;
}

/** Each page's pattern with the one branch (its layouts and itself) that leads to it. */
const BRANCH_BY_PATTERN = new Map(PAGE_ROUTES.map(({ pattern }) => [pattern, branchTo(APP_ROUTES, pattern)]));

/**
 * The routes React Router is given for `pathname`: only the branch of the page that matches it. React
 * Router compiles a regular expression for every route of the table it is given, on every render (a
 * quarter of a millisecond a page for this table); the shared table (`matchPageRoute`, which the
 * server answers the page's status by) names the page first. A path it does not know gets the whole
 * table, so React Router decides as it always would.
 */
export function routesAt(pathname: string): RouteObject[] {
  const pattern = matchPageRoute(pathname)?.route.pattern;
  return (pattern !== undefined && BRANCH_BY_PATTERN.get(pattern)) || APP_ROUTES;
}

export function AppRoutes() {
  const { notFoundPath } = useBootstrap();
  const { pathname } = useLocation();
  // The server already answered 404 for this record: both renders show the not-found page, a staff
  // record's in the staff area's frame (as an unknown staff path's is).
  const notFound = notFoundPath !== null && pathname === notFoundPath;
  const staff = pathname.startsWith('/admin/');
  return useRoutes(notFound ? (staff ? ADMIN_NOT_FOUND_ROUTES : NOT_FOUND_ROUTES) : routesAt(pathname));
}
