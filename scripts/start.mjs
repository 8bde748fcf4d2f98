/**
 * `npm start`: build the browser bundle and the server when missing or older than the sources, then
 * run the server (which migrates and loads starter data itself).
 */
import { spawn } from 'node:child_process';
import { ensureBuilt, SERVER_BUNDLE, SERVER_ENV, SERVER_NODE_FLAGS } from './build.mjs';

try {
  await ensureBuilt();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...SERVER_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
