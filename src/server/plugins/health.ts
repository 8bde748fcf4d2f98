import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

export function registerHealth(app: FastifyInstance, deps: AppDeps, isShuttingDown: () => boolean): void {
  /** The process is up. */
  app.get('/healthz', async () => ({ status: 'ok' }));

  /** The database answers (within a second) and the process is not shutting down. */
  app.get('/readyz', async (_request, reply) => {
    if (isShuttingDown()) return reply.code(503).header('retry-after', '1').send({ status: 'shutting_down' });
    try {
      await Promise.race([
        deps.database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 1000)),
      ]);
      return { status: 'ready' };
    } catch {
      return reply.code(503).header('retry-after', '1').send({ status: 'database_unavailable' });
    }
  });
}
