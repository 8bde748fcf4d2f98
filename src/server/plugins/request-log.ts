import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { redactPath } from '../../shared/routes';

/** One line per request: method, route, path (codes redacted), status and time. */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const path = redactPath(request.url.split('?')[0] ?? '/');
      request.log.info(
        {
          method: request.method,
          route: request.routeOptions.url ?? '(none)',
          path,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
