/**
 * The stack's floor: the least the fixed stack does to answer the app's reads, with no database and no
 * app code, measured beside the app with the same loads (`npm run bench`, bench/README.md).
 * - GET /api/games/daily: Fastify (the app's version) calls a tRPC procedure through `createCaller`, as the
 *   app's REST adapters do; the procedure has one gate (a bearer token is needed) and answers a constant
 *   game of the real shape (six words, four clip URLs each).
 * - GET /trpc/games.daily: the same procedure through tRPC's `resolveResponse`, with the app's own bridge
 *   between Fastify and the Fetch API (src/server/plugins/fetch-bridge.ts).
 * - GET /daily: React 19 renders the markup of the app's own daily page (`FLOOR_PAGE_HTML`, the file the
 *   bench saved from the app) as plain elements: no providers, data, router or components. Nothing in it
 *   waits, so it is rendered in one pass and sent whole, as the app sends a page whose data is ready
 *   (src/server/plugins/render-at-once.ts); the streaming render costs React more for the same bytes.
 * - GET /daily/stack: the same markup through the stack's data layer (stack-page.tsx): TanStack Query with
 *   the game read in before the render, the tRPC React client, React Router with one route, the cache
 *   dehydrated; rendered and sent the same way.
 */
import { readFileSync } from 'node:fs';
import { resolveResponse } from '@trpc/server/http';
import Fastify from 'fastify';
import { bearerToken } from '../../../src/server/plugins/bearer-token';
import { sendFetchResponse, toFetchRequest } from '../../../src/server/plugins/fetch-bridge';
import { insertBeforeBodyEnd } from '../../../src/server/plugins/page-state';
import { renderAtOnce } from '../../../src/server/plugins/render-at-once';
import { TRPC_ROUTE, trpcPathOf } from '../../../src/server/plugins/trpc-route';
import { SESSION_COOKIE } from '../../../src/shared/constants';
import { pageTree } from './page-tree';
import { createFloorCaller, floorRouter } from './router';
import { stackPage } from './stack-page';

const app = Fastify({ logger: { level: 'warn' } });
/** The session's token in a Cookie header, as the app's page reads it. */
const SESSION_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`);

app.get('/api/games/daily', async (request, reply) => {
  try {
    return await createFloorCaller({ token: bearerToken(request) }).games.daily();
  } catch {
    return reply.code(401).send({ error: 'unauthorized' });
  }
});

app.get(TRPC_ROUTE, async (request, reply) => {
  const response = await resolveResponse({
    router: floorRouter,
    req: toFetchRequest(request),
    path: trpcPathOf(request.params),
    error: null,
    createContext: () => Promise.resolve({ token: bearerToken(request) }),
  });
  return sendFetchResponse(reply, response);
});

const pageFile = process.env.FLOOR_PAGE_HTML;
if (pageFile) {
  const page = pageTree(readFileSync(pageFile, 'utf8'));
  app.get('/daily', (_request, reply) => {
    const html = renderAtOnce(page);
    return html === undefined ? reply.code(500).send() : reply.type('text/html; charset=utf-8').send(html);
  });
  // The same page through the stack's data layer (stack-page.tsx), sent whole with the cache after it.
  app.get('/daily/stack', async (request, reply) => {
    const token = SESSION_COOKIE_VALUE.exec(request.headers.cookie ?? '')?.[1];
    const { element, state } = await stackPage(page, { token });
    const html = renderAtOnce(element);
    if (html === undefined) return reply.code(500).send();
    return reply.type('text/html; charset=utf-8').send(insertBeforeBodyEnd(html, state) ?? html);
  });
}

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
