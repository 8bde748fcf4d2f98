import { existsSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import type { AppDeps } from '../deps';
import { ensurePrivateDir } from '../lib/private-dir';
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

export async function listenForCli(deps: AppDeps): Promise<Server> {
  const path = cliSocketPath(deps.config.dataDir);
  ensurePrivateDir(resolve(deps.config.dataDir));
  if (existsSync(path)) rmSync(path); // a stale socket of a process that died
  const server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline === -1) return;
      const send = (message: Message) => socket.write(`${JSON.stringify(message)}\n`);
      void runRequest(deps, buffer.slice(0, newline), send).finally(() => socket.end());
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(path, () => ok()));
  const { chmodSync } = await import('node:fs');
  chmodSync(path, 0o600);
  return server;
}

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
