/**
 * The app as a child process: the one way `npm start`, the browser suite, the fault-injection suite and
 * the bench run it. `appCommand` says how (node with the server's flags and environment, the bundle or
 * the sources through tsx); `startServer` spawns a server on a free port and waits until it is ready.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVER_BUNDLE, SERVER_ENV, SERVER_NODE_FLAGS } from '../build.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The server's TypeScript entry, run through tsx (no build needed). */
export const APP_SOURCE = 'src/server/main.ts';
/** What is kept of a server's output (its last characters), for error messages and checks. */
const OUTPUT_KEPT = 4 * 1024 * 1024;

/** A port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/**
 * How the app runs as `npm start` runs it: node with SERVER_NODE_FLAGS and SERVER_ENV (an operator's own
 * value of the same name wins), the server bundle or, with `fromSource`, its sources through tsx.
 */
export function appCommand({ fromSource = false, nodeFlags = [], env = {} } = {}) {
  return {
    script: fromSource ? APP_SOURCE : SERVER_BUNDLE,
    nodeFlags: [...SERVER_NODE_FLAGS, ...nodeFlags],
    env: { NODE_ENV: 'production', ...SERVER_ENV, ...process.env, ...env },
  };
}

/** Spawns `script` with node (through tsx when it or a flag is TypeScript), from the project's root. */
export function spawnScript({ script, nodeFlags = [], env = process.env, stdio = 'pipe' }) {
  const typescript = [script, ...nodeFlags].some((arg) => arg.endsWith('.ts'));
  return spawn(process.execPath, [...(typescript ? ['--import', 'tsx'] : []), ...nodeFlags, script], {
    cwd: ROOT,
    env,
    stdio,
  });
}

/**
 * Starts a server script on a free port of 127.0.0.1 (PORT, HOST and PUBLIC_URL are set) and waits until
 * `readyPath` answers 2xx; throws with the end of its output if it exits or is not ready in time.
 */
export async function startServer({
  name = 'app',
  script,
  nodeFlags = [],
  env = process.env,
  readyPath = '/readyz',
  timeoutMs = 60_000,
  logFile,
}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnScript({
    script,
    nodeFlags,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
  });
  let output = '';
  const keep = (chunk) => {
    output += chunk.toString();
    if (output.length > OUTPUT_KEPT) output = output.slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  if (logFile) {
    const log = createWriteStream(logFile);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;

  const server = {
    name,
    url,
    port,
    child,
    get pid() {
      return child.pid ?? -1;
    },
    get output() {
      return output;
    },
    get running() {
      return running();
    },
    /** Sends `signal` and resolves with the exit code once the process has ended. */
    kill(signal = 'SIGTERM') {
      if (!running()) return Promise.resolve(child.exitCode);
      child.kill(signal);
      return exited;
    },
    /** SIGTERM, then SIGKILL if it has not ended after `graceMs`. */
    async stop(graceMs = 30_000) {
      if (!running()) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    /** Waits until `readyPath` answers 2xx. */
    async ready(timeout = timeoutMs) {
      const deadline = Date.now() + timeout;
      while (Date.now() < deadline) {
        if (!running())
          throw new Error(`${name} exited (${child.exitCode}) before it was ready:\n${output.slice(-3000)}`);
        try {
          if ((await fetch(url + readyPath, { signal: AbortSignal.timeout(1000) })).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${name} was not ready in ${Math.round(timeout / 1000)} s:\n${output.slice(-3000)}`);
    },
  };
  try {
    await server.ready();
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return server;
}

/** The app, as `npm start` runs it (see appCommand), started on a free port and ready. */
export function startApp({ name = 'app', fromSource = false, nodeFlags = [], env = {}, timeoutMs, logFile } = {}) {
  return startServer({ name, ...appCommand({ fromSource, nodeFlags, env }), timeoutMs, logFile });
}
