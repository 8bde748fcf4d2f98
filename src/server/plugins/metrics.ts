import fp from 'fastify-plugin';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../deps';
import { requireAudio } from '../features/audio';
import { routeLabelOf } from './metrics-labels';

declare module 'fastify' {
  interface FastifyInstance {
    /** With METRICS=1: counters that features add to (null without). */
    metrics: AppMetrics | null;
    /** With METRICS_PORT: the metrics' own server, for main.ts to listen (closed with the app). */
    metricsServer: FastifyInstance | null;
  }
}

export interface AppMetrics {
  registry: Registry;
  submissions: Counter;
}

/**
 * Headers proxies, load balancers and CDNs add: a scrape that carries one came from outside, through the
 * proxy (`Via` is the standard one; the others are the common vendors').
 */
const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
];

/**
 * Prometheus metrics (METRICS=1): requests by route pattern, audio clips by state, the database pool,
 * submissions, and Node's own. Served at /metrics on the app's port, refused there to anything that came
 * through a proxy, or, with METRICS_PORT, only on a server of their own (answered for main.ts to listen).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('metrics', null);
    app.decorate('metricsServer', registerMetrics(app, app) ?? null);
  },
  { name: 'metrics', dependencies: ['core'] },
);

function registerMetrics(app: FastifyInstance, deps: AppDeps): FastifyInstance | undefined {
  const setting = deps.config.metrics;
  if (!setting) return undefined;
  const metrics = createMetrics(deps);
  app.metrics = metrics;
  observeRequests(app, metrics.registry);

  const serve = async (_request: unknown, reply: FastifyReply) => {
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  };
  if (setting === 'app-port') {
    app.get('/metrics', async (request, reply) => {
      if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) {
        return reply.code(404).send({ error: 'not_found' });
      }
      return serve(request, reply);
    });
    return undefined;
  }
  const server = Fastify({ logger: false });
  server.get('/metrics', serve);
  server.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not_found' }));
  app.addHook('onClose', async () => {
    await server.close();
  });
  return server;
}

function createMetrics(deps: AppDeps): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'spelldown_audio_clips',
    help: 'Audio clips by state: pending is the synthesis queue, failed the clips whose synthesis failed (retried with backoff).',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      try {
        const counts = await requireAudio(deps).countByState();
        for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
      } catch {
        // The database is away: the scrape still answers, without this gauge's values.
        this.reset();
      }
    },
  });
  new Gauge({
    name: 'spelldown_db_pool_connections',
    help: 'Database connections of this process: total open, idle, and queries waiting for one (Postgres only).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = deps.database.poolUse();
      this.set({ state: 'total' }, use.total);
      if (use.idle !== undefined) this.set({ state: 'idle' }, use.idle);
      if (use.waiting !== undefined) this.set({ state: 'waiting' }, use.waiting);
    },
  });
  const submissions = new Counter({
    name: 'spelldown_submissions_total',
    help: 'Game submissions this process stored.',
    registers: [registry],
  });
  return { registry, submissions };
}

/** Counts and times every answer by method, route pattern (never the raw URL) and status. */
function observeRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'spelldown_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'spelldown_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const method = request.method;
    const route = routeLabelOf(request);
    requests.inc({ method, route, status: reply.statusCode });
    duration.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });
}
