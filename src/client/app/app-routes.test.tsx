import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../shared/routes';
import { APP_ROUTES, routesAt } from './app-routes';

/** A path of each page (parameters filled in), and some the table does not know. */
const PATHS = [
  ...PAGE_ROUTES.map(({ pattern }) => pattern.replace(/:(\w+)/g, 'some-$1')),
  '/daily/',
  '/DAILY',
  '/games',
  '/admin/unknown',
  '/no-such-page',
  '/join/a/b',
];

/** The page React Router renders for `pathname` from `routes`, with its parameters. */
function pageAt(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const page = matches.at(-1);
  return { path: page?.route.path, params: page?.params, layouts: matches.length };
}

describe('the routes given to React Router for a path', () => {
  it.each(PATHS)('lead %s to the page the whole table leads it to', (pathname) => {
    expect(pageAt(routesAt(pathname), pathname)).toEqual(pageAt(APP_ROUTES, pathname));
  });

  it('are only the matching branch for every page of the shared table', () => {
    for (const { pattern } of PAGE_ROUTES) {
      let routes = routesAt(pattern.replace(/:(\w+)/g, 'x'));
      while (routes[0]?.children) {
        expect(routes, pattern).toHaveLength(1);
        routes = routes[0].children;
      }
      expect(routes.map((route) => route.path)).toEqual([pattern]);
    }
  });

  it('give each page of the shared table the layout its access asks for', () => {
    const layoutsOf = (pathname: string) =>
      (matchRoutes(APP_ROUTES, pathname) ?? []).map(({ route }) => (route.element as ReactElement).type);
    const [main, admin] = layoutsOf('/admin/games');
    for (const { pattern, access } of PAGE_ROUTES) {
      const layouts = layoutsOf(pattern.replace(/:(\w+)/g, 'x'));
      if (access === 'player') expect(layouts.slice(0, -1), pattern).toEqual([main]);
      else if (access === 'admin') expect(layouts.slice(0, -1), pattern).toEqual([main, admin]);
      else expect(layouts.slice(0, -1), pattern).not.toContain(main);
    }
  });
});
