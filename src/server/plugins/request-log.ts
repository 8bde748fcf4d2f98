import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { redactPath } from '../../shared/routes';

/**
 * One line per request: method, route, path (codes redacted), status and time. Logged at info: a server
 * that logs from warn up (as production usually does) writes none, so it adds no hook and no request pays
 * for a line that would be dropped.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    // Fastify's logger is pino's (without a logger, its stand-in logs nothing and has no such method).
    const logger: FastifyBaseLogger & Partial<Pick<Logger, 'isLevelEnabled'>> = app.log;
    if (!logger.isLevelEnabled?.('info')) return;
    app.addHook('onResponse', (request, reply, done) => {
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
      done();
    });
  },
  { name: 'request-log' },
);
