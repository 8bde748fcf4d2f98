/**
 * The daily page with the stack's data layer, and nothing of the app: per request a TanStack Query
 * client, today's game read into it before the render by tRPC's server-side helpers (as the app's pages
 * read their first data), a tRPC React client whose link calls the floor's procedure in process (the
 * link the app's pages use for anything else), React Router matching one route, a component asking for
 * the game with `useSuspenseQuery`, and the query cache dehydrated after the page for the browser. The component answers the page's markup as it was read
 * (`pageTree`), so the row differs from the plain floor page by what any data page of this stack pays.
 */
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCReact } from '@trpc/react-query';
import { createServerSideHelpers } from '@trpc/react-query/server';
import { pathToFileURL } from 'node:url';
import { StrictMode, type ReactNode } from 'react';
import type * as ReactRouter from 'react-router';
import { procedureLink } from '../../../src/server/plugins/procedure-link';
import { REACT_ROUTER_PRODUCTION } from '../../build.mjs';
import { floorRouter, type FloorContext, type FloorRouter } from './router';

// React Router's production build, as the app's server bundle has it (its package names only the development one).
const { StaticRouter, useRoutes } = (await import(pathToFileURL(REACT_ROUTER_PRODUCTION).href)) as typeof ReactRouter;

const trpc = createTRPCReact<FloorRouter>();

function Daily({ page }: { page: ReactNode }) {
  const [game] = trpc.games.daily.useSuspenseQuery();
  return game.words.length > 0 ? page : null;
}

function Routes({ page }: { page: ReactNode }) {
  return useRoutes([{ path: '/daily', element: <Daily page={page} /> }]);
}

/** The element to stream for one request, and the dehydrated cache to write after it once it is ready. */
export async function stackPage(page: ReactNode, ctx: FloorContext) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  await createServerSideHelpers({ router: floorRouter, ctx, queryClient }).games.daily.prefetch();
  const trpcClient = trpc.createClient({ links: [procedureLink(floorRouter, ctx)] });
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
