/**
 * The stack's floor for the browser: the least a page of this stack loads to hydrate. React 19 hydrating
 * the document, React Router with one route and a link, TanStack Query with a dehydrated cache, and the
 * tRPC React client over `httpBatchLink` with one query: the libraries the app's first page needs, and
 * nothing of the app. `npm run bench` builds it with the app's Vite settings (bundle.ts).
 */
import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Link, useRoutes } from 'react-router';
import type { AppRouter } from '../../../src/server/trpc/router';

const trpc = createTRPCReact<AppRouter>();

function Daily() {
  const [game] = trpc.games.daily.useSuspenseQuery();
  return (
    <main>
      <h1>{game.date}</h1>
      <Link to="/archive">{game.words.length}</Link>
    </main>
  );
}

function Routes() {
  return useRoutes([{ path: '/daily', element: <Daily /> }]);
}

const queryClient = new QueryClient();
const state = document.getElementById('state')?.textContent;
if (state) hydrate(queryClient, JSON.parse(state) as DehydratedState);
const trpcClient = trpc.createClient({ links: [httpBatchLink({ url: '/trpc' })] });

hydrateRoot(
  document,
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
