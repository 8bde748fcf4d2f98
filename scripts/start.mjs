/**
 * `npm start`: build the browser bundle and the server when missing or older than the sources, then
 * run the server (which migrates and loads starter data itself).
 */
import { ensureBuilt } from './build.mjs';
import { appCommand, spawnScript } from './lib/app-process.mjs';

try {
  await ensureBuilt();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

const server = spawnScript({ ...appCommand(), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
