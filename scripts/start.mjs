/**
 * `npm start`: build the browser bundle and the server when missing or older than the sources, then
 * run the server (which migrates and loads starter data itself).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, SERVER_BUNDLE, serverBundleIsStale } from './build-server.mjs';

const MANIFEST = 'dist/client/.vite/manifest.json';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const clientIsStale =
  !existsSync(MANIFEST) || statSync(MANIFEST).mtimeMs < Math.max(newestMtime('src/client'), newestMtime('src/shared'));

if (clientIsStale) {
  process.stderr.write('  Building the browser bundle…\n');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (serverBundleIsStale()) {
  process.stderr.write('  Building the server…\n');
  await buildServer();
}

const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
