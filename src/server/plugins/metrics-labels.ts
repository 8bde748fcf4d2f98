import type { FastifyRequest } from 'fastify';
import { matchPageRoute } from '../../shared/routes';
import { appRouter } from '../trpc/router';
import { TRPC_ROUTE, trpcPathOf } from './trpc-route';

const PROCEDURES: ReadonlySet<string> = new Set(Object.keys(appRouter._def.procedures));

/**
 * The route a request is counted under: its route pattern, the procedure of a tRPC call, the page
 * pattern of a rendered page. Never anything taken whole from the URL, so ids and codes never become
 * labels and the number of series stays bounded whatever clients send.
 */
export function routeLabelOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return '(unmatched)';
  if (pattern === TRPC_ROUTE) return trpcLabel(trpcPathOf(request.params));
  if (pattern === '/*') return matchPageRoute(request.url.split('?')[0] ?? '/')?.route.pattern ?? '(no page)';
  return pattern;
}

function trpcLabel(path: string): string {
  if (PROCEDURES.has(path)) return `/trpc/${path}`;
  return path.includes(',') ? '/trpc/(batch)' : '/trpc/(unknown)';
}
