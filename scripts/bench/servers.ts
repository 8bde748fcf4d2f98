import { RssSampler } from './rss';
import { ensureBuilt, SERVER_ENV, SERVER_NODE_FLAGS } from '../build.mjs';
import { appCommand, startServer, type ScriptCommand } from '../lib/app-process.mjs';

/** A server process the bench started, with its resident memory sampled every 500 ms. */
export interface RunningServer {
  name: string;
  url: string;
  pid: number;
  rss: RssSampler;
  stop(): Promise<void>;
}

/** Builds the browser bundle and the server when missing or older than the sources (as `npm start` does). */
export function ensureBuilds(): Promise<void> {
  return ensureBuilt((line) => process.stderr.write(`  ${line}\n`));
}

interface StartOptions extends ScriptCommand {
  name: string;
  readyPath: string;
  timeoutMs?: number;
}

/** Starts a server (lib/app-process.mjs) and samples its resident memory until it is stopped. */
async function startProcess(options: StartOptions): Promise<RunningServer> {
  let server;
  try {
    server = await startServer({ ...options, timeoutMs: options.timeoutMs ?? 240_000 });
  } catch (error) {
    throw new Error(`${options.name} did not start: ${(error as Error).message}`);
  }
  const rss = new RssSampler(server.pid);
  rss.start();
  return {
    name: options.name,
    url: server.url,
    pid: server.pid,
    rss,
    async stop() {
      rss.stop();
      await server.stop(30_000);
    },
  };
}

export interface AppTarget {
  /** postgres://… or undefined for PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
}

/** The production app, the way `npm start` runs it, with a quiet log and a rate limit load can't hit. */
export function startApp(
  name: string,
  target: AppTarget,
  options: { nodeFlags?: string[]; rateLimit?: number; env?: Record<string, string>; fromSource?: boolean } = {},
) {
  return startProcess({
    name,
    readyPath: '/readyz',
    // From source (through tsx) when profiled, so the profile names the app's own files and lines.
    ...appCommand({
      fromSource: options.fromSource,
      nodeFlags: options.nodeFlags,
      env: {
        LOG_LEVEL: 'warn',
        DATABASE_URL: target.databaseUrl ?? '',
        DATA_DIR: target.dataDir,
        RATE_LIMIT_PER_MINUTE: String(options.rateLimit ?? 100_000),
        GAME_TIMEZONE: 'UTC',
        TTS_PROVIDER: 'espeak',
        ADMIN_EMAIL: 'admin@bench.spelldown.test',
        ADMIN_PASSWORD: 'Bench-admin-password-2026',
        ...options.env,
      },
    }),
  });
}

/** A bare Fastify server with one JSON route: the ceiling the app is compared with, run as the app runs. */
export function startBaseline() {
  return startProcess({
    name: 'baseline',
    script: 'scripts/bench/baseline-server.ts',
    nodeFlags: SERVER_NODE_FLAGS,
    readyPath: '/json',
    env: { ...process.env, ...SERVER_ENV, NODE_ENV: 'production' },
  });
}

/** The stack's floor (floor/server.ts): the app's reads with no database and no app code, as production runs. */
export function startFloor(pageHtmlFile: string) {
  return startProcess({
    name: 'stack floor',
    script: 'scripts/bench/floor/server.ts',
    nodeFlags: SERVER_NODE_FLAGS,
    readyPath: '/daily',
    env: { ...process.env, ...SERVER_ENV, NODE_ENV: 'production', FLOOR_PAGE_HTML: pageHtmlFile },
  });
}
