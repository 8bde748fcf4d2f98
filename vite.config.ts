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

const ENTRY = join(import.meta.dirname, 'src/client/entry-client.tsx');
/** The page a player lands on most: today's game. */
const FIRST_PAGE = join(import.meta.dirname, 'src/client/pages/game/daily-page.tsx');

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Puts everything the first page loads into the entry's chunk, today's game included.
 * Left to itself, the bundler gives every set of modules that the entry and some lazy pages share a chunk
 * of its own (the router, tRPC, the catalogue, the spelling components…), and gzip compresses each file
 * alone, so many small files weigh more than one (decision 031). The daily page and everything it or the entry imports statically go into the entry's chunk (the manifest
 * then has no key of the page's own), so today's game hydrates without waiting for another request; the
 * lazy pages import what they share with it from there, already loaded. A visitor who lands on another
 * page gets the game with the entry: most pages need some of its parts (errors, the page boundary, the
 * spelling components), and after logging in comes today's game.
 */
function firstPageChunk() {
  let parts: Set<string> | undefined;
  const partsOfFirstPage = (graph: ModuleGraph) => {
    if (parts) return parts;
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id)) return;
      found.add(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    visit(ENTRY);
    visit(FIRST_PAGE);
    return (parts = found);
  };
  return {
    groups: [
      {
        name: (id: string, graph: ModuleGraph) => (partsOfFirstPage(graph).has(id) ? 'entry-client' : null),
        debugName: 'first page',
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
      // A lazy chunk is named by its hash alone: the entry carries every lazy page's list of chunk files,
      // and their names weighed 414 bytes of the first page's gzip (decision 039). The manifest maps them.
      output: { codeSplitting: firstPageChunk(), chunkFileNames: 'assets/[hash].js' },
    },
  },
}));
