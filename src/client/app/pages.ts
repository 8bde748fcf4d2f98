import { PAGE_ROUTES, matchPageRoute, type PageModule, type PagePattern, type RouteMatch } from '../../shared/routes';
import { lazyComponent, type LazyComponent } from './lazy-component';

/** One lazy component per page module: two paths of one page (`/` and `/daily`) render the same component. */
const lazyByModule = new Map<PageModule, LazyComponent>();

/** Each page of the shared table as a component that loads its chunk on first render (see `lazyComponent`). */
export const PAGE_COMPONENTS = new Map<PagePattern, LazyComponent>(
  PAGE_ROUTES.map(({ pattern, page }) => {
    let component = lazyByModule.get(page);
    if (!component) lazyByModule.set(page, (component = lazyComponent(page)));
    return [pattern, component];
  }),
);

/** The staff area's frame: a chunk of its own, like each staff page. */
export const AdminLayout = lazyComponent(() => import('../pages/admin/admin-layout').then((m) => m.AdminLayout));

/**
 * Loads the chunks of the page at `pathname` (and the staff area's frame for a staff page), so hydration
 * finds them ready. Anyone but an admin gets the 401/403 page for a staff path: its chunks stay unloaded.
 */
export async function preloadPageAt(pathname: string, isAdmin: boolean): Promise<void> {
  const route = matchPageRoute(pathname)?.route;
  if (route && (route.access !== 'admin' || isAdmin)) await preloadPage(route);
}

/** Loads the chunks of a page the visitor may see (a staff page's with the staff area's frame). */
export async function preloadPage(route: RouteMatch['route']): Promise<void> {
  await Promise.all([PAGE_COMPONENTS.get(route.pattern)?.preload(), route.access === 'admin' && AdminLayout.preload()]);
}
