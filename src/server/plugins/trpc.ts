import fp from 'fastify-plugin';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { describeError } from '../trpc/error-shape';
import { appRouter } from '../trpc/router';
import { sendMethodNotAllowed } from './api-methods';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { createApiContext } from './request-context';
import { toServiceError } from './service-errors';
import { TRPC_ROUTE, trpcPathOf } from './trpc-route';

/**
 * tRPC at /trpc, through tRPC's own `resolveResponse` (what its adapters are built on) rather than
 * `@trpc/server/adapters/fastify`. That adapter gives every request an AbortController that every
 * finished response aborts (a DOMException with its stack, each time) and hands Fastify a Fetch
 * `Response` to pipe through web streams; our procedures answer whole JSON, which we send as text.
 * Same protocol and answers, at about 1.7× the requests a second on today's game (decision 018).
 */
const TRPC_METHODS = ['GET', 'HEAD', 'POST'];

async function registerTrpc(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    // tRPC reads and checks the body itself: it gets the raw text (this scope only).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    scope.route({
      method: scope.supportedMethods,
      url: TRPC_ROUTE,
      // Queries are GET (and HEAD), mutations POST: any other method is refused before a body is read,
      // with the REST paths' shape of a client's mistake (tRPC's own refusals keep tRPC's envelope).
      onRequest: async (request, reply) => {
        if (!TRPC_METHODS.includes(request.method)) {
          return sendMethodNotAllowed(reply, TRPC_METHODS);
        }
      },
      handler: async (request, reply) => {
        const response = await resolveResponse({
          router: appRouter,
          req: toFetchRequest(request),
          path: trpcPathOf(request.params),
          error: null,
          createContext: () => createApiContext(deps, request, reply),
          onError({ error, path }) {
            if (error.code === 'INTERNAL_SERVER_ERROR' && !toServiceError(error)) {
              deps.log.error({ err: error.cause ?? error, path }, 'procedure failed');
            }
          },
          responseMeta({ errors }) {
            // A database that is away answers 503 with Retry-After, as the REST paths do…
            const unavailable = errors.some((e) => toServiceError(e)?.code === 'SERVICE_UNAVAILABLE');
            if (unavailable) return { status: 503, headers: new Headers({ 'retry-after': '1' }) };
            // …and an attempt limit (429) says when to try again, in the header as in the body.
            const waits = errors.flatMap((e) => describeError(e).retryAfter ?? []);
            return waits.length > 0 ? { headers: new Headers({ 'retry-after': String(Math.max(...waits)) }) } : {};
          },
        });
        return sendFetchResponse(reply, response);
      },
    });
  });
}

/** The procedures over HTTP at /trpc, each call's context made with the app as its deps. */
export const trpcPlugin = fp(async (app) => registerTrpc(app, app), { name: 'trpc', dependencies: ['core'] });
