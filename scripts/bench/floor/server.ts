/**
 * The stack's floor: the least the fixed stack does to answer the app's reads, with no database and no
 * app code, measured beside the app with the same loads (`npm run bench`, bench/README.md).
 * - GET /api/games/daily: Fastify (the app's version) calls a tRPC procedure through `createCaller`, as the
 *   app's REST adapters do; the procedure has one gate (a bearer token is needed) and answers a constant
 *   game of the real shape (six words, four clip URLs each).
 * - GET /trpc/games.daily: the same procedure through tRPC's `resolveResponse`, with the app's own bridge
 *   between Fastify and the Fetch API (src/server/plugins/fetch-bridge.ts).
 * - GET /daily: React 19 streams the markup of the app's own daily page (`FLOOR_PAGE_HTML`, the file the
 *   bench saved from the app) as plain elements: no providers, data, router or components.
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { initTRPC, TRPCError } from '@trpc/server';
import { resolveResponse } from '@trpc/server/http';
import Fastify from 'fastify';
import { renderToPipeableStream } from 'react-dom/server';
import { bearerToken } from '../../../src/server/plugins/bearer-token';
import { sendFetchResponse, toFetchRequest } from '../../../src/server/plugins/fetch-bridge';
import { pageTree } from './page-tree';

interface Context {
  token: string | undefined;
}
const t = initTRPC.context<Context>().create();
const gated = t.procedure.use(({ ctx, next }) => {
  if (!ctx.token) throw new TRPCError({ code: 'UNAUTHORIZED' });
  return next({ ctx: { token: ctx.token } });
});
const clip = (n: number) => `/audio/${'3f9a0c27d4b1e856'.repeat(2)}${String(n).padStart(2, '0')}.mp3`;
const FLOOR_GAME = {
  id: '0b7e1c4e-2a53-4c1d-9a55-1f6c2d3e4f50',
  date: '20261125',
  words: Array.from({ length: 6 }, (_, i) => ({
    id: `0b7e1c4e-2a53-4c1d-9a55-1f6c2d3e4f5${i}`,
    audioUrls: { canonical: clip(i), definition: clip(i + 10), sentences: [clip(i + 20), clip(i + 30)] },
  })),
  createdAt: '2026-11-24T00:00:00.000Z',
  hasSubmission: false,
};
const floorRouter = t.router({ games: t.router({ daily: gated.query(() => FLOOR_GAME) }) });
const createCaller = t.createCallerFactory(floorRouter);

const app = Fastify({ logger: { level: 'warn' } });

app.get('/api/games/daily', async (request, reply) => {
  try {
    return await createCaller({ token: bearerToken(request) }).games.daily();
  } catch {
    return reply.code(401).send({ error: 'unauthorized' });
  }
});

app.get<{ Params: { path: string } }>('/trpc/:path', async (request, reply) => {
  const response = await resolveResponse({
    router: floorRouter,
    req: toFetchRequest(request),
    path: request.params.path,
    error: null,
    createContext: () => Promise.resolve({ token: bearerToken(request) }),
  });
  return sendFetchResponse(reply, response);
});

const pageFile = process.env.FLOOR_PAGE_HTML;
if (pageFile) {
  const page = pageTree(readFileSync(pageFile, 'utf8'));
  app.get('/daily', (_request, reply) => {
    const stream = renderToPipeableStream(page, {
      onAllReady() {
        const body = new PassThrough();
        void reply.type('text/html; charset=utf-8').send(body);
        stream.pipe(body);
      },
      onShellError: () => void reply.code(500).send(),
    });
    return reply;
  });
}

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
