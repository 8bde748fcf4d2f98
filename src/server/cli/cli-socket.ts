import { chmodSync, existsSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import type { AppDeps } from '../deps';
import { ensureDataDir } from '../lib/private-dir';
import { CliError, type CliOptions, type CliOutput } from './cli-command';
import { listCliCommands } from './registry';

/**
 * PGlite allows one process: while the server runs, it lends its database to `npm run cli`
 * through a Unix socket in DATA_DIR (mode 0600, so only the operator's user can use it).
 */
export function cliSocketPath(dataDir: string): string {
  return join(resolve(dataDir), 'cli.sock');
}

type Message =
  | { t: 'line'; text: string }
  | { t: 'progress'; done: number; total: number }
  | { t: 'done' }
  | { t: 'error'; message: string };

/** Another process holds DATA_DIR: a running server, or a CLI command that opened its database itself. */
export class DataDirInUse extends Error {}

export interface DataDirClaim {
  /** From now on, runs the commands that come through the socket with the server's deps. */
  serve(deps: AppDeps): void;
  /** Lets the folder go (the socket file goes with it). */
  release(): Promise<void>;
}

/**
 * Takes DATA_DIR for this process before its database opens: PGlite would let a second process open the
 * same files, and each would lose the other's writes. The socket is the claim: a second process finds it
 * answering and stops; a socket left by a process that died answers nothing and is taken over. Until
 * `serve`, a command sent through it is answered `busy`.
 */
export async function claimDataDir(dataDir: string, busy: string): Promise<DataDirClaim> {
  ensureDataDir(dataDir);
  const path = cliSocketPath(dataDir);
  let deps: AppDeps | undefined;
  const server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline === -1) return;
      const send = (message: Message) => socket.write(`${JSON.stringify(message)}\n`);
      const request = buffer.slice(0, newline);
      buffer = '';
      const done = deps ? runRequest(deps, request, send) : Promise.resolve(send({ t: 'error', message: busy }));
      void done.finally(() => socket.end());
    });
    socket.on('error', () => undefined);
  });
  try {
    await listen(server, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await answers(path)) {
      throw new DataDirInUse(
        `DATA_DIR=${dataDir} is in use by another Spelldown process (a server or a CLI command): stop it, or give this one another DATA_DIR`,
      );
    }
    rmSync(path, { force: true }); // the socket of a process that died
    await listen(server, path);
  }
  chmodSync(path, 0o600);
  return {
    serve: (served) => {
      deps = served;
    },
    release: () => new Promise((done) => server.close(() => done())),
  };
}

const listen = (server: Server, path: string) =>
  new Promise<void>((ok, fail) => {
    server.once('error', fail).listen(path, () => {
      server.off('error', fail);
      ok();
    });
  });

/** Whether a process listens on the socket (a refused or missing socket is no one's). */
const answers = (path: string) =>
  new Promise<boolean>((ok) => {
    const socket = createConnection(path);
    socket.once('connect', () => {
      socket.destroy();
      ok(true);
    });
    socket.once('error', () => ok(false));
  });

async function runRequest(deps: AppDeps, raw: string, send: (m: Message) => void): Promise<void> {
  try {
    const request = JSON.parse(raw) as { command?: string; options?: CliOptions };
    const command = listCliCommands().find((c) => c.name === request.command);
    if (!command) throw new CliError(`Unknown command ${String(request.command)}`);
    await command.run(deps, request.options ?? {}, {
      line: (text) => send({ t: 'line', text }),
      progress: (done, total) => send({ t: 'progress', done, total }),
    });
    send({ t: 'done' });
  } catch (error) {
    const message = error instanceof CliError ? error.message : 'The command failed; see the server log.';
    if (!(error instanceof CliError)) deps.log.error({ err: error }, 'cli command failed');
    send({ t: 'error', message });
  }
}

/** Runs a command inside a running server; resolves false when no server listens. */
export function runThroughServer(
  dataDir: string,
  command: string,
  options: CliOptions,
  out: CliOutput,
): Promise<boolean> {
  const path = cliSocketPath(dataDir);
  if (!existsSync(path)) return Promise.resolve(false);
  return new Promise((ok, fail) => {
    const socket = createConnection(path);
    let buffer = '';
    let finished = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ command, options })}\n`));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!finished && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT')) ok(false);
      else fail(error);
    });
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf('\n')) !== -1) {
        const message = JSON.parse(buffer.slice(0, newline)) as Message;
        buffer = buffer.slice(newline + 1);
        if (message.t === 'line') out.line(message.text);
        else if (message.t === 'progress') out.progress(message.done, message.total);
        else if (message.t === 'done') {
          finished = true;
          ok(true);
        } else {
          finished = true;
          fail(new CliError(message.message));
        }
      }
    });
    socket.on('close', () => {
      if (!finished) fail(new CliError('The server closed the connection before the command finished'));
    });
  });
}
