import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from './options';
import { RssSampler } from './rss';
import { sleep, waitUntil } from './stats';
import { freePort } from '../../src/server/test/free-port';
import { ensureBuilt, SERVER_BUNDLE, SERVER_ENV, SERVER_NODE_FLAGS } from '../build.mjs';

/** A server process the bench started, with its resident memory sampled every 500 ms. */
export interface RunningServer {
  name: string;
  url: string;
  pid: number;
  rss: RssSampler;
  /** The last lines the process wrote (for error messages). */
  output: string[];
  stop(): Promise<void>;
}

/** Builds the browser bundle and the server when missing or older than the sources (as `npm start` does). */
export function ensureBuilds(): Promise<void> {
  return ensureBuilt((line) => process.stderr.write(`  ${line}\n`));
}

interface StartOptions {
  name: string;
  script: string;
  env: Record<string, string>;
  /** Node flags, e.g. --enable-source-maps or --cpu-prof. */
  nodeFlags?: readonly string[];
  readyPath: string;
  timeoutMs?: number;
}

async function startProcess(options: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  // TypeScript (the baseline, the profiler hook) through tsx; the app's bundle as `npm start` runs it.
  const typescript = [options.script, ...(options.nodeFlags ?? [])].some((arg) => arg.endsWith('.ts'));
  const child: ChildProcess = spawn(
    process.execPath,
    [...(typescript ? ['--import', 'tsx'] : []), ...(options.nodeFlags ?? []), options.script],
    { cwd: ROOT, env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'pipe' },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    if (output.length > 60) output.splice(0, output.length - 60);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(
      `${options.name} to answer ${options.readyPath}`,
      async () => {
        if (exited) throw new Error('exited');
        const res = await fetch(url + options.readyPath);
        return res.ok ? true : undefined;
      },
      options.timeoutMs ?? 240_000,
      200,
    );
  } catch (error) {
    child.kill('SIGKILL');
    const why = exited ? `exited with code ${child.exitCode}` : (error as Error).message;
    throw new Error(`${options.name} did not start (${why}):\n    ${output.slice(-15).join('\n    ')}`);
  }
  const rss = new RssSampler(child.pid!);
  rss.start();
  return {
    name: options.name,
    url,
    pid: child.pid!,
    rss,
    output,
    async stop() {
      rss.stop();
      if (exited) return;
      child.kill('SIGTERM');
      const killed = await Promise.race([exit.then(() => true), sleep(30_000).then(() => false)]);
      if (!killed) {
        child.kill('SIGKILL');
        await exit;
      }
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
    // From source (through tsx) when profiled, so the profile names the app's own files and lines.
    script: options.fromSource ? 'src/server/main.ts' : SERVER_BUNDLE,
    readyPath: '/readyz',
    // The flags and environment `npm start` gives the server.
    nodeFlags: [...SERVER_NODE_FLAGS, ...(options.nodeFlags ?? [])],
    env: {
      ...SERVER_ENV,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: target.databaseUrl ?? '',
      DATA_DIR: target.dataDir,
      RATE_LIMIT_PER_MINUTE: String(options.rateLimit ?? 100_000),
      GAME_TIMEZONE: 'UTC',
      TTS_PROVIDER: 'espeak',
      ADMIN_EMAIL: 'admin@bench.spelldown.test',
      ADMIN_PASSWORD: 'bench-admin-password-2026',
      FEATURES: '',
      ...options.env,
    },
  });
}

/** A bare Fastify server with one JSON route: the ceiling the app is compared with. */
export function startBaseline() {
  return startProcess({
    name: 'baseline',
    script: 'scripts/bench/baseline-server.ts',
    nodeFlags: ['--enable-source-maps'],
    readyPath: '/json',
    env: {},
  });
}

/** The stack's floor (floor/server.ts): the app's reads with no database and no app code, as production runs. */
export function startFloor(pageHtmlFile: string) {
  return startProcess({
    name: 'stack floor',
    script: 'scripts/bench/floor/server.ts',
    nodeFlags: SERVER_NODE_FLAGS,
    readyPath: '/daily',
    env: { ...SERVER_ENV, NODE_ENV: 'production', FLOOR_PAGE_HTML: pageHtmlFile },
  });
}
