import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/database';
import type { AppDeps } from '../../src/server/deps';
import type { AppLoggerOptions } from '../../src/server/lib/log';
import { createAccount } from '../../src/server/features/accounts/accounts.service';
import { login } from '../../src/server/features/auth/auth.service';
import { createContext } from '../../src/server/trpc/context';
import { createCaller, type AppCaller } from '../../src/server/trpc/router';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000', ...overrides });
}

/** The whole app on a fresh database, without listening and without start-up work. */
export async function createTestApp(
  options: { env?: Record<string, string>; now?: () => Date; logger?: AppLoggerOptions | false } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const { app, deps } = await buildApp(testConfig(options.env), {
    database,
    logger: options.logger ?? false,
    startup: false,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return {
    app,
    deps,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;

/** Makes an account and logs it in; answers its bearer token. */
export async function createPlayer(
  deps: AppDeps,
  options: { roles?: string[]; email?: string; password?: string } = {},
) {
  counter += 1;
  const email = options.email ?? `player${counter}-${Date.now()}@example.com`;
  const password = options.password ?? 'Passw0rdOk';
  const account = await createAccount(deps.db, { email, password, roles: options.roles ?? [] });
  const session = await login(deps, email, password);
  return { account, token: session.id, email, password, session };
}

/** A tRPC caller as that token's session (or anonymous). */
export async function callerFor(deps: AppDeps, token?: string): Promise<AppCaller> {
  const { authenticate } = await import('../../src/server/features/auth/auth.service');
  const session = await authenticate(deps, token);
  return createCaller(
    createContext({
      deps,
      session,
      sessionToken: session ? (token ?? null) : null,
      clientAddress: '127.0.0.1',
      locale: 'en',
    }),
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
