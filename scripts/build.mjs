/**
 * The two builds `npm start` runs: the browser bundle (Vite, `dist/client`) and the server as one ES module
 * (esbuild, `dist/server/main.js`; packages stay in node_modules). `npm start`, the Docker image, the browser
 * suite and the bench run that module with plain `node`: no TypeScript loader at run time (tsx held ~65 MB
 * more and started slower). The server's build also makes the operator CLI's module (`dist/server/cli.js`),
 * which the Docker image runs, and `dist/server/start.sh`, which starts the server where no `npm start` runs.
 * Data files and the eSpeak worker are read from the source tree (src/server/lib/project-root.ts).
 * `node scripts/build.mjs` (`npm run build`) makes both builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const fromRoot = (path) => join(ROOT, path);

export const SERVER_DIR = fromRoot('dist/server');
export const SERVER_BUNDLE = join(SERVER_DIR, 'main.js');
/**
 * The flags the server bundle runs with, wherever it runs (`npm start`, the Docker image, the browser
 * suite, the bench). `--heap-growing-percent=25`: after each full collection V8 lets the heap grow by a
 * quarter of what is live, instead of up to several times that under a high allocation rate (decision 021).
 * `--max-semi-space-size=8`: the young generation grows to 2 × 8 MB under load instead of 2 × 16 MB, for
 * 16–20 MB less resident memory at the peak and pages a second within the host's noise (decision 043).
 * No `--enable-source-maps` (decision 037): with it Node reads and keeps the source map of every module
 * it loads, the packages' included, for as long as the process runs. Traces name the bundle's lines (not
 * minified, names kept; `main.js.map` beside it); an operator who wants them mapped to `src/` sets
 * `NODE_OPTIONS=--enable-source-maps`.
 */
export const SERVER_NODE_FLAGS = ['--heap-growing-percent=25', '--max-semi-space-size=8'];
/**
 * The environment the server runs with, wherever it runs (an operator's own value of the same name wins).
 * `MALLOC_MMAP_THRESHOLD_`: glibc gives every allocation over 128 KB its own mapping, returned to the
 * system when freed. By default glibc raises that threshold as large blocks are freed (up to 32 MB), so
 * later large blocks (PGlite's WebAssembly compilation, its file-system bundle, argon2's memory per
 * hash) come from its heaps, which keep the memory after they are freed. Ignored where the C library is
 * not glibc.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
/**
 * React Router 7's package exports name only its development build (`ENABLE_DEV_WARNINGS = true`, so a
 * production page still builds and checks its warnings; remix-run/react-router#14102). Both production
 * builds take its production build from this file instead: the browser bundle (`vite.config.ts`) and the
 * server, which bundles it. `npm run dev` and the tests keep the development build and its warnings.
 */
export const REACT_ROUTER_PRODUCTION = fromRoot('node_modules/react-router/dist/production/index.mjs');
const CLIENT_MANIFEST = fromRoot('dist/client/.vite/manifest.json');
const CLIENT_SOURCES = ['src/client', 'src/shared'];
/** Everything the server bundle is made of (it renders the client's components). */
const SERVER_SOURCES = [
  'src/server',
  'src/shared',
  'src/client',
  'migrations',
  'scripts/cli.ts',
  'scripts/healthcheck.ts',
  'package.json',
  'package-lock.json',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether `output` is missing or older than one of `sources`. */
function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < Math.max(...sources.map((s) => newestMtime(fromRoot(s))));
}

export function buildClient() {
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the browser bundle did not build (vite build)');
}

/**
 * `start.sh`: the server bundle with SERVER_NODE_FLAGS and SERVER_ENV, where `npm start` does not run (the
 * Docker image). `exec` makes node the process the container's signals reach; a variable the operator set,
 * even empty, wins, as with `npm start`.
 */
function startScript() {
  const quote = (value) => `'${value.replaceAll("'", "'\\''")}'`;
  const env = Object.entries(SERVER_ENV).map(([name, value]) => `: \${${name}=${quote(value)}}\nexport ${name}\n`);
  const flags = SERVER_NODE_FLAGS.map(quote).join(' ');
  return `#!/bin/sh\n# Written by scripts/build.mjs.\n${env.join('')}exec node ${flags} "$(dirname "$0")/main.js" "$@"\n`;
}

/**
 * The server (`main.js`), the operator CLI (`cli.js`) and the container's HEALTHCHECK (`healthcheck.js`),
 * bundles of their own, and `start.sh`, into `outdir`.
 */
export async function buildServer(outdir = SERVER_DIR) {
  await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'src/server/main.ts', cli: 'scripts/cli.ts', healthcheck: 'scripts/healthcheck.ts' },
    outdir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [
      {
        name: 'react-router-production',
        // A file path, not a package name: esbuild bundles it (its own imports, React's, stay external).
        setup: (b) => b.onResolve({ filter: /^react-router$/ }, () => ({ path: REACT_ROUTER_PRODUCTION })),
      },
    ],
  });
  writeFileSync(join(outdir, 'start.sh'), startScript(), { mode: 0o755 });
}

/** Builds whichever of the two is missing or older than its sources, saying so through `log`. */
export async function ensureBuilt(log = (line) => process.stderr.write(`  ${line}\n`)) {
  if (isStale(CLIENT_MANIFEST, CLIENT_SOURCES)) {
    log('Building the browser bundle…');
    buildClient();
  }
  if (isStale(SERVER_BUNDLE, SERVER_SOURCES)) {
    log('Building the server…');
    await buildServer();
    // The server runs next, for as long as it runs: esbuild's service process need not stay beside it.
    await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildClient();
  await buildServer();
}
