import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { appRouter, type AppRouter } from '../trpc/router';
import { createApiContext } from './request-context';
import { toServiceError } from './service-errors';

export async function registerTrpc(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createApiContext(deps, req, res),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR' && !toServiceError(error)) {
          deps.log.error({ err: error.cause ?? error, path }, 'procedure failed');
        }
      },
      responseMeta({ errors }) {
        // A database that is away answers 503 with Retry-After, as the REST paths do.
        const unavailable = errors.some((e) => toServiceError(e)?.code === 'SERVICE_UNAVAILABLE');
        return unavailable ? { status: 503, headers: new Headers({ 'retry-after': '1' }) } : {};
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
