import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { RouteMatch } from '../../shared/routes';
import type { AppCaller } from '../trpc/router';

/**
 * Pages about one record (a game, a word) ask for it before streaming, so an unknown id
 * answers with HTTP 404 rather than a 200 page that says "not found".
 */
export type Preflight = (caller: AppCaller, params: Record<string, string>) => Promise<unknown>;

const preflights = new Map<string, Preflight>();

export function registerPreflight(pattern: string, preflight: Preflight): void {
  preflights.set(pattern, preflight);
}

export async function runPreflight(match: RouteMatch, caller: AppCaller): Promise<number> {
  const preflight = preflights.get(match.route.pattern);
  if (!preflight) return 200;
  try {
    await preflight(caller, match.params);
    return 200;
  } catch (error) {
    if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return getHTTPStatusCodeFromError(error);
    throw error;
  }
}
