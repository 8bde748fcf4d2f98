import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROOT, TMP_DIR } from './options';

/** What a player's first page downloads from the production build (dist/client), compressed. */
export interface BundleFigures {
  files: { file: string; bytes: number; gzip: number; brotli: number }[];
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  /** The stack's floor (floor/bundle-entry.tsx built the same way): its JavaScript, gzipped. */
  floorJsGzip?: number;
}

/** The first page's JavaScript may add this much to what the stack's floor alone downloads; CSS is absolute. */
export const BUNDLE_BUDGET = { jsOverFloorGzip: 12 * 1024, cssGzip: 15 * 1024 } as const;

export const ENTRY = 'src/client/entry-client.tsx';
/** The heaviest page a player lands on: today's game. */
const FIRST_PAGE = 'src/client/pages/game/daily-page.tsx';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The manifest keys of what a player's first page loads: the entry, the landing page's lazy chunk (it
 * loads before hydrating) and every chunk they import statically, transitively. A page the build puts
 * into the entry's chunk (vite.config.ts does so with today's game) has no key of its own.
 */
export function firstLoadChunks(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(ENTRY);
  visit(FIRST_PAGE);
  return [...seen];
}

/** The entry, the landing page's chunk and every chunk they import statically, with their CSS. */
export function measureBundle(): BundleFigures {
  const dir = join(ROOT, 'dist/client');
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunks = firstLoadChunks(manifest).map((key) => manifest[key]!);
  const names = [...chunks.map((c) => c.file), ...new Set(chunks.flatMap((c) => c.css ?? []))];
  const files = names.map((file) => {
    const bytes = readFileSync(join(dir, file));
    return { file, bytes: bytes.length, gzip: gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
  });
  const sum = (ext: string, key: 'gzip' | 'brotli') =>
    files.filter((f) => f.file.endsWith(ext)).reduce((total, f) => total + f[key], 0);
  return { files, jsGzip: sum('.js', 'gzip'), jsBrotli: sum('.js', 'brotli'), cssGzip: sum('.css', 'gzip') };
}

const FLOOR_ENTRY = join(ROOT, 'scripts/bench/floor/bundle-entry.tsx');

/**
 * Builds the stack's floor (React, React Router, TanStack Query and the tRPC client hydrating one route
 * with one query, nothing of the app) with the app's own Vite configuration, and sums its JavaScript
 * gzipped, as the app's first page is summed.
 */
export async function measureFloorBundle(): Promise<number> {
  const { build } = await import('vite');
  const outDir = join(TMP_DIR, 'floor-bundle');
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, rollupOptions: { input: FLOOR_ENTRY } },
  });
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce((total, name) => total + gzipSync(readFileSync(join(assets, name))).length, 0);
}
