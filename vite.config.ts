import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the browser bundle only; the server renders the same components from source with tsx. */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
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
});
