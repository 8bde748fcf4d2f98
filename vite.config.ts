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
    },
  },
}));
