/**
 * The server as one ES module, `dist/server/main.js` (esbuild; packages stay in node_modules). `npm start`,
 * the Docker image, the browser suite and the bench run it with plain `node`: no TypeScript loader at run
 * time (tsx keeps its transformer and caches in memory: ~75 MB of resident memory) and a faster start.
 * Data files and the eSpeak worker are read from the source tree (src/server/lib/project-root.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const SERVER_BUNDLE = 'dist/server/main.js';
/** Everything the bundle is made of (the server renders the client's components). */
const SOURCES = ['src/server', 'src/shared', 'src/client', 'migrations', 'package.json', 'package-lock.json'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether the bundle is missing or older than a source. */
export function serverBundleIsStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  return statSync(SERVER_BUNDLE).mtimeMs < Math.max(...SOURCES.map(newestMtime));
}

export async function buildServer() {
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
