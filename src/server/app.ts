import fastifyCookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Config, TrustProxy } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrator';
import type { AppDeps } from './deps';
import { accountsPlugin } from './features/accounts';
import { ensureAdmin } from './features/accounts/accounts.service';
import { audioPlugin } from './features/audio';
import { authPlugin } from './features/auth';
import { gamesPlugin } from './features/games';
import { mailPlugin } from './features/mail';
import { trainingPlugin } from './features/training';
import { wordsPlugin } from './features/words';
import { appLoggerOptions, type AppLoggerOptions } from './lib/log';
import { sendMethodNotAllowed, watchApiMethods } from './plugins/api-methods';
import { clientErrorAnswerer, UNREADABLE_REQUEST } from './plugins/client-errors';
import { corePlugin } from './plugins/core';
import { embeddedUpkeepPlugin } from './plugins/embedded-upkeep';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { requestLogPlugin } from './plugins/request-log';
import { sendError } from './plugins/rest';
import { applySecurityHeaders, isServedOverHttps, securityHeadersPlugin } from './plugins/security-headers';
import { ssrPlugin } from './plugins/ssr';
import { staticFilesPlugin } from './plugins/static-files';
import { trpcPlugin } from './plugins/trpc';

export interface BuildOptions {
  /** An open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Log options (standard output by default; codes are redacted from every line whatever is given), or none. */
  logger?: AppLoggerOptions | false;
  now?: () => Date;
  /** Run start-up work: migrations, the admin account, starter data, today's game (default true). */
  startup?: boolean;
  /** Start background timers (default: same as startup). */
  background?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Called by the start-up path when an admin password was generated, to print it once. */
  generatedAdmin?: { email: string; password: string };
  /** With METRICS_PORT: the metrics' own server, for main.ts to listen (closed with the app). */
  metricsServer?: FastifyInstance;
}

/**
 * Fastify 5 trusts no one for a bare hop count, since it cannot tell the proxy from a client that
 * connects directly: TRUST_PROXY=N is the operator saying that only the proxy reaches this port.
 */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === undefined) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** Builds the whole app as a Fastify instance; never listens (main.ts does). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: options.logger === false ? false : appLoggerOptions(options.logger ?? { level: config.logLevel }),
    // Our own onResponse hook writes one line per request (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
    requestTimeout: 30_000,
    // What Node's parser cannot read never reaches Fastify's routes or hooks: answered here in the app's shape.
    clientErrorHandler: clientErrorAnswerer(isServedOverHttps(config.publicUrl)),
    // A URL that cannot be decoded (`/%ff`) or a parameter past the length limit never reaches a route,
    // nor the hooks that add the security headers: answered here, in the app's shape, with them.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      applySecurityHeaders(request, reply, isServedOverHttps(config.publicUrl));
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply
        .code(status)
        .header('cache-control', 'no-store')
        .send({ errors: [UNREADABLE_REQUEST] });
    },
  });
  // Set before any route: a route keeps the error handler in force when it was registered (Fastify
  // binds it then), so set later it missed every REST path (their 400/413 bodies were Fastify's own).
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'invalid.input';
      return reply.code(status).send({ errors: [{ ...UNREADABLE_REQUEST, code }] });
    }
    return sendError(request, reply, error);
  });
  if (typeof config.trustProxy === 'number') {
    app.log.warn(
      "TRUST_PROXY is a hop count: a client that reaches this port without the proxy can choose its own address; prefer the proxy's address",
    );
  }
  // Before any route, so that it sees them all.
  const apiMethodsOf = watchApiMethods(app);
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const startup = options.startup ?? true;
  const background = options.background ?? startup;
  await app.register(corePlugin, {
    config,
    database,
    ownsDatabase: !options.database,
    now: options.now ?? (() => new Date()),
  });
  if (startup) await migrateToLatest(app.db);

  // What the app is made of, in order: HTTP plumbing, the features (each decorates the app with its
  // long-lived parts, serves its REST paths and, at start, does its start-up work), then static files
  // and the pages. Features close in the reverse order.
  await app.register(fastifyCookie);
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(requestLogPlugin);
  await app.register(metricsPlugin);
  await app.register(healthPlugin);
  await app.register(trpcPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin, { background });
  await app.register(accountsPlugin);
  await app.register(audioPlugin, { background });
  const generatedAdmin = startup ? await ensureStartupAdmin(app) : undefined;
  await app.register(wordsPlugin, { startup });
  await app.register(trainingPlugin);
  await app.register(gamesPlugin, { startup, background });
  await app.register(embeddedUpkeepPlugin, { background });
  await app.register(staticFilesPlugin);
  // An unknown /api path answers JSON 404, not a page, and a method an /api path does not take 405,
  // told before its body is read. Elsewhere (unknown /trpc paths, PUT /login) the not-found handler's 404.
  app.all('/api/*', {
    onRequest: async (request, reply) => {
      const allowed = apiMethodsOf(request.url);
      if (allowed.length > 0) return sendMethodNotAllowed(reply, allowed);
    },
    handler: async (_request, reply) => reply.code(404).send({ error: 'not_found' }),
  });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ error: 'not_found' }));
  await app.register(ssrPlugin);

  return {
    app,
    deps: app,
    generatedAdmin,
    ...(app.metricsServer ? { metricsServer: app.metricsServer } : {}),
  };
}

/** ADMIN_EMAIL/ADMIN_PASSWORD's account, or a first admin with a password printed once (main.ts). */
async function ensureStartupAdmin(app: FastifyInstance): Promise<BuiltApp['generatedAdmin']> {
  const admin = await ensureAdmin(app, app.config.adminEmail, app.config.adminPassword);
  if (admin.kind === 'configured' && admin.passwordReplaced) {
    app.log.warn(
      { email: admin.email },
      'ADMIN_EMAIL named an account with another password: it now has ADMIN_PASSWORD and its sessions were ended',
    );
  }
  return admin.kind === 'generated' ? { email: admin.email, password: admin.password } : undefined;
}
