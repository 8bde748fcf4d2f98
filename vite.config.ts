import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { REACT_ROUTER_PRODUCTION } from './scripts/build.mjs';

/**
 * Writes a .br and a .gz beside every built script and style sheet: the server sends them as they are
 * (`preCompressed`), so a phone downloads about a third of the bytes and no request pays for compression.
 */
function precompress(): Plugin {
  return {
    name: 'spelldown-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = join(options.dir ?? 'dist/client', 'assets');
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css)$/.test(name)) continue;
        const body = readFileSync(join(dir, name));
        writeFileSync(
          join(dir, `${name}.br`),
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
        writeFileSync(join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** The page a player lands on most: today's game. */
const FIRST_PAGE = join(import.meta.dirname, 'src/client/pages/game/daily-page.tsx');

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Names the chunk of each module the first page loads, so it comes in three files rather than fifteen.
 * Left to itself, the bundler gives every set of modules that the entry and some lazy pages share a chunk
 * of its own (the router, tRPC, the catalogue…), and gzip compresses each file alone: the fifteen files
 * were 121.9 KB gzipped, the same code in three 117.0 KB. Everything the entry imports statically goes
 * into the entry's chunk (the lazy pages import it from there, already loaded), and what today's game
 * imports beyond that into one chunk beside the page's own; a past game, training and the archive share
 * parts of it, and load it whole.
 */
function firstPageChunks() {
  let firstPageParts: Set<string> | undefined;
  const partsOfFirstPage = (graph: ModuleGraph) => {
    if (firstPageParts) return firstPageParts;
    const parts = new Set<string>();
    const visit = (id: string) => {
      if (parts.has(id)) return;
      parts.add(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    visit(FIRST_PAGE);
    // The page's own module stays a chunk of its own: the manifest names it, and the bench counts it.
    parts.delete(FIRST_PAGE);
    return (firstPageParts = parts);
  };
  return {
    groups: [
      { name: 'entry-client', tags: ['$initial' as const], priority: 2 },
      {
        name: (id: string, graph: ModuleGraph) => (partsOfFirstPage(graph).has(id) ? 'game' : null),
        debugName: 'game',
        priority: 1,
      },
    ],
  };
}

/** Builds the browser bundle only; the server bundle is esbuild's (`scripts/build.mjs`). */
export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  publicDir: false,
  // The build takes React Router's production build (see REACT_ROUTER_PRODUCTION); `npm run dev` does not.
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] } : {},
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: true,
    rollupOptions: {
      input: 'src/client/entry-client.tsx',
      output: { codeSplitting: firstPageChunks() },
    },
  },
}));
