import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** /healthz (the process is up) and /readyz (the database answers and the app is not closing). */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    registerHealth(app, () => closing);
  },
  { name: 'health', dependencies: ['core'] },
);

function registerHealth(app: FastifyInstance, isShuttingDown: () => boolean): void {
  /** The process is up. */
  app.get('/healthz', async () => ({ status: 'ok' }));

  /** The database answers (within a second) and the process is not shutting down. */
  app.get('/readyz', async (_request, reply) => {
    if (isShuttingDown()) return reply.code(503).header('retry-after', '1').send({ status: 'shutting_down' });
    try {
      await Promise.race([
        app.database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 1000)),
      ]);
      return { status: 'ready' };
    } catch {
      return reply.code(503).header('retry-after', '1').send({ status: 'database_unavailable' });
    }
  });
}
