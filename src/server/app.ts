import fastifyCookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrator';
import type { AppDeps } from './deps';
import { ensureAdmin } from './features/accounts/accounts.service';
import { FEATURES } from './features';
import { appLoggerOptions, type AppLoggerOptions } from './lib/log';
import { RateLimiter } from './lib/rate-limiter';
import { registerHealth } from './plugins/health';
import { registerPreflight } from './plugins/page-preflight';
import { registerRequestLog } from './plugins/request-log';
import { registerRestRoutes, sendError } from './plugins/rest';
import { applySecurityHeaders, isServedOverHttps, registerSecurityHeaders } from './plugins/security-headers';
import { registerSsr } from './plugins/ssr';
import { registerStaticFiles } from './plugins/static-files';
import { registerTrpc } from './plugins/trpc';

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
}

/** What a request that could not be read gets: the app's error shape (and, from its caller, its headers). */
const UNREADABLE_REQUEST = { code: 'invalid.input', message: 'The request could not be read.' };

/** Builds the whole app as a Fastify instance; never listens (main.ts does). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: options.logger === false ? false : appLoggerOptions(options.logger ?? { level: config.logLevel }),
    // Our own onResponse hook writes one line per request (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    return503OnClosing: true,
    requestTimeout: 30_000,
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
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    log: app.log,
    now: options.now ?? (() => new Date()),
    ipLimiter: new RateLimiter(config.rateLimitPerMinute, 60_000),
    extensions: {},
  };

  const startup = options.startup ?? true;
  let generatedAdmin: BuiltApp['generatedAdmin'];
  if (startup) {
    await migrateToLatest(deps.db);
    const admin = await ensureAdmin(deps.db, config.adminEmail, config.adminPassword);
    if (admin.kind === 'generated') generatedAdmin = { email: admin.email, password: admin.password };
    if (admin.kind === 'configured' && admin.passwordReplaced) {
      app.log.warn(
        { email: admin.email },
        'ADMIN_EMAIL named an account with another password: it now has ADMIN_PASSWORD and its sessions were ended',
      );
    }
  }
  for (const feature of FEATURES) await feature.setup?.(deps);
  if (startup) for (const feature of FEATURES) await feature.onStart?.(deps);

  let shuttingDown = false;
  app.addHook('onClose', async () => {
    shuttingDown = true;
    for (const feature of [...FEATURES].reverse()) await feature.close?.(deps);
    if (!options.database) await database.close();
  });

  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config.publicUrl);
  registerRequestLog(app);
  registerHealth(app, deps, () => shuttingDown);
  await registerTrpc(app, deps);
  for (const feature of FEATURES) {
    registerRestRoutes(app, deps, feature.restRoutes ?? []);
    for (const [pattern, preflight] of Object.entries(feature.preflights ?? {})) registerPreflight(pattern, preflight);
    await feature.registerRoutes?.(app, deps);
  }
  await registerStaticFiles(app);
  // Unknown /api and /trpc paths answer JSON 404, not a page; so does a method no route takes (PUT /login).
  app.all('/api/*', async (_request, reply) => reply.code(404).send({ error: 'not_found' }));
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ error: 'not_found' }));
  registerSsr(app, deps);

  if (options.background ?? startup) for (const feature of FEATURES) feature.startBackground?.(deps);
  return { app, deps, generatedAdmin };
}
