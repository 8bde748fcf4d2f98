import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CLIENT_DIST_DIR, PUBLIC_DIR } from './assets';

/** Built, hashed bundles are immutable; files of public/ (icons, manifest, service worker) are revalidated. */
async function registerStaticFiles(app: FastifyInstance): Promise<void> {
  const assetsDir = `${CLIENT_DIST_DIR}/assets`;
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      cacheControl: true,
      // The build writes .br and .gz beside each file (vite.config.ts): sent as they are.
      preCompressed: true,
    });
  }
  if (existsSync(PUBLIC_DIR)) {
    await app.register(fastifyStatic, {
      root: PUBLIC_DIR,
      prefix: '/',
      wildcard: false,
      decorateReply: false,
      maxAge: '1h',
    });
  }
}

/** The browser bundle, icons, the manifest and the service worker. */
export const staticFilesPlugin = fp(registerStaticFiles, { name: 'static-files' });
