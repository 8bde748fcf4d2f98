import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { PagePattern, PatternParams, RouteMatch } from '../../shared/routes';
import type { AppCaller } from '../trpc/router';

/**
 * Pages about one record (a game, a word) ask for it before streaming, so an unknown id answers with
 * HTTP 404 rather than a 200 page that says "not found". Keyed by the page's pattern in
 * src/shared/routes.ts; the parameters are the ones that pattern names.
 */
type Preflights = { [P in PagePattern]?: (caller: AppCaller, params: PatternParams<P>) => Promise<unknown> };

const PAGE_PREFLIGHTS: Preflights = {
  '/games/:gameId': (api, { gameId }) => api.games.byId({ gameId }),
  '/admin/games/:gameId': (api, { gameId }) => api.admin.games.byId({ gameId }),
  '/admin/words/:wordId': (api, { wordId }) => api.admin.words.byId({ wordId }),
};

/** The page's status once its record is asked for: 200, or the status the procedure answered. */
export async function runPreflight(match: RouteMatch, caller: AppCaller): Promise<number> {
  const preflight = PAGE_PREFLIGHTS[match.route.pattern] as
    ((caller: AppCaller, params: Record<string, string>) => Promise<unknown>) | undefined;
  if (!preflight) return 200;
  try {
    await preflight(caller, match.params);
    return 200;
  } catch (error) {
    if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return getHTTPStatusCodeFromError(error);
    throw error;
  }
}
