/**
 * The daily page with the stack's data layer, and nothing of the app: per request a TanStack Query
 * client and a tRPC React client whose link calls the floor's procedure in process, React Router
 * matching one route, a component asking for today's game with `useSuspenseQuery`, and the query cache
 * dehydrated after the page for the browser. The component answers the page's markup as it was read
 * (`pageTree`), so the row differs from the plain floor page by what any data page of this stack pays.
 */
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { callTRPCProcedure } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { pathToFileURL } from 'node:url';
import { StrictMode, type ReactNode } from 'react';
import type * as ReactRouter from 'react-router';
import { REACT_ROUTER_PRODUCTION } from '../../build.mjs';
import { floorRouter, type FloorContext, type FloorRouter } from './router';

// React Router's production build, as the app's server bundle has it (its package names only the development one).
const { StaticRouter, useRoutes } = (await import(pathToFileURL(REACT_ROUTER_PRODUCTION).href)) as typeof ReactRouter;

const trpc = createTRPCReact<FloorRouter>();

function inProcessLink(ctx: FloorContext): TRPCLink<FloorRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        const call = { router: floorRouter, path: op.path, ctx, type: op.type, signal: undefined, batchIndex: 0 };
        callTRPCProcedure({ ...call, getRawInput: () => Promise.resolve(op.input) }).then(
          // Not completed, as the app's page link (src/server/plugins/procedure-link.ts): the client is done at the answer.
          (data: unknown) => observer.next({ result: { data: JSON.parse(JSON.stringify(data)) as unknown } }),
          (cause: unknown) =>
            observer.error(TRPCClientError.from(cause instanceof Error ? cause : new Error('failed'))),
        );
      });
}

function Daily({ page }: { page: ReactNode }) {
  const [game] = trpc.games.daily.useSuspenseQuery();
  return game.words.length > 0 ? page : null;
}

function Routes({ page }: { page: ReactNode }) {
  return useRoutes([{ path: '/daily', element: <Daily page={page} /> }]);
}

/** The element to stream for one request, and the dehydrated cache to write after it once it is ready. */
export function stackPage(page: ReactNode, ctx: FloorContext) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  const trpcClient = trpc.createClient({ links: [inProcessLink(ctx)] });
  const element = (
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location="/daily">
            <Routes page={page} />
          </StaticRouter>
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>
  );
  const state = () => `<script id="state" type="application/json">${JSON.stringify(dehydrate(queryClient))}</script>`;
  return { element, state };
}
