import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { refusalOf, type Access } from '../trpc/access';
import type { Context } from '../trpc/context';
import { describeError } from '../trpc/error-shape';
import { createCaller, type AppCaller } from '../trpc/router';
import { createApiContext } from './request-context';
import { toServiceError } from './service-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** A REST path's procedure context, built as the request arrives (`registerRestRoutes`). */
    apiContext: Context | null;
  }
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  /**
   * Who may call it (product §10.5), as its procedure says: a visitor, a player (a session) or staff (role
   * admin). Refused with 401 or 403 before its body is read; the procedure checks again.
   */
  access: Access;
  /** Status of a successful answer (200 by default; 204 sends no body). */
  status?: number;
  call: (caller: AppCaller, request: FastifyRequest) => Promise<unknown>;
}

type Params = Record<string, string>;
type Query = Record<string, string | undefined>;

/** Helpers for adapters: the path parameters, query string and JSON body of a request. */
export const paramsOf = (request: FastifyRequest) => request.params as Params;
export const queryOf = (request: FastifyRequest) => request.query as Query;
/** The JSON body, typed as the procedure's input: the procedure's zod schema checks it. */
export const bodyOf = <T>(request: FastifyRequest): T => (request.body ?? {}) as T;

/**
 * Registers REST paths as thin adapters: each builds the context as the request arrives (and refuses a
 * caller its access does not allow before Fastify reads the body: a malformed or oversized body to a
 * staff path is a 401 or 403, not a 400 or 413), calls the procedure through the caller and maps a
 * TRPCError to its HTTP status. Validation runs once, in the procedure.
 */
export function registerRestRoutes(app: FastifyInstance, deps: AppDeps, routes: RestRoute[]): void {
  // Declared once for the app (each feature registers its own paths); null until a REST path admits a caller.
  if (!app.hasRequestDecorator('apiContext')) app.decorateRequest('apiContext', null);
  for (const route of routes) {
    // Fastify never reads a GET's body: a GET admits its caller in its handler and saves a hook's turn.
    const admitsInHandler = route.method === 'GET';
    /** Builds the context, or sends the refusal of a caller the route's access does not allow (false). */
    const admit = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      try {
        request.apiContext = await createApiContext(deps, request, reply);
        const refusal = refusalOf(route.access, request.apiContext.session);
        if (!refusal) return true;
        void sendError(request, reply, refusal);
      } catch (error) {
        void sendError(request, reply, error);
      }
      return false;
    };
    app.route({
      method: route.method,
      url: route.url,
      // A path that may carry a body admits its caller as the request arrives, before Fastify reads it.
      onRequest: admitsInHandler
        ? undefined
        : async (request, reply) => {
            if (!(await admit(request, reply))) return reply;
          },
      handler: async (request, reply) => {
        try {
          if (admitsInHandler && !(await admit(request, reply))) return reply;
          const ctx = request.apiContext;
          if (!ctx) throw new Error('a REST path ran without its context');
          const result = await route.call(createCaller(ctx), request);
          const status = route.status ?? 200;
          if (status === 204) return reply.code(204).send();
          return reply.code(status).send(result ?? {});
        } catch (error) {
          return sendError(request, reply, error);
        }
      },
    });
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, thrown: unknown) {
  const error = toServiceError(thrown);
  if (!error) {
    request.log.error({ err: thrown }, 'request failed');
    return reply.code(500).send({ error: 'internal_error' });
  }
  if (error.code === 'INTERNAL_SERVER_ERROR') {
    request.log.error({ err: error.cause ?? error }, 'request failed');
    return reply.code(500).send({ error: 'internal_error' });
  }
  const data = describeError(error);
  if (data.retryAfter) void reply.header('retry-after', String(data.retryAfter));
  const body = data.errors ? { errors: data.errors } : { error: data.error };
  return reply.code(getHTTPStatusCodeFromError(error)).send(body);
}
