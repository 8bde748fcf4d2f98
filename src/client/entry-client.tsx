import './styles/app.css';
import './styles/account.css';
import './styles/admin.css';
import './styles/game.css';
import './styles/training.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import {
  BOOTSTRAP_ELEMENT_ID,
  FORMATTED_TEXTS_ELEMENT_ID,
  QUERY_STATE_ELEMENT_ID,
  readScriptJson,
  type BootstrapData,
} from './app/bootstrap';
import type { FormattedTexts } from './app/i18n';
import { Document } from './app/document';
import { AppProviders } from './app/providers';
import { preloadRenderedParts } from './app/lazy-part';
import { preloadPageAt } from './app/pages';
import { loadMessages } from './app/messages';
import { createQueryClient } from './app/query-client';
import { readStoredSession, reportSessionEnded } from './app/session';
import { sessionEndedLink } from './app/session-ended-link';
import { registerServiceWorker } from './app/service-worker';
import { trpc } from './app/trpc';
import { rememberTypingBeforeHydration } from './lib/typed-before-hydration';

/** Hydrates once the whole document has streamed in: the query cache is written at its very end. */
function start(bootstrap: BootstrapData): void {
  const queryClient = createQueryClient(false);
  const state = readScriptJson<DehydratedState>(QUERY_STATE_ELEMENT_ID);
  if (state) hydrate(queryClient, state);
  const formatted = readScriptJson<FormattedTexts>(FORMATTED_TEXTS_ELEMENT_ID) ?? {};

  const trpcClient = trpc.createClient({
    links: [
      sessionEndedLink(() => readStoredSession() !== null, reportSessionEnded),
      httpBatchLink({
        url: '/trpc',
        // API calls carry the bearer only; the HttpOnly cookie is for server rendering.
        headers() {
          const session = readStoredSession();
          return session ? { authorization: `Bearer ${session.id}` } : {};
        },
      }),
    ],
  });

  // In a transition React hydrates in slices of ~5 ms, yielding to input and paint in between,
  // instead of one long task (Next.js hydrates the same way).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document bootstrap={bootstrap}>
          <AppProviders bootstrap={bootstrap} queryClient={queryClient} trpcClient={trpcClient} formatted={formatted}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </Document>
      </StrictMode>,
    );
  });
  registerServiceWorker();
}

/**
 * React reveals streamed Suspense content in batches (a hidden `S:n` node moved in a frame or up to
 * ~300 ms later). Hydrating while one is still queued could render that part twice: wait for them.
 */
function whenRevealed(callback: () => void): void {
  const startedAt = performance.now();
  const check = () => {
    const queued = document.querySelector('div[hidden][id^="S:"]');
    if (!queued || performance.now() - startedAt > 3000) callback();
    else setTimeout(check, 25);
  };
  check();
}

/**
 * The page's own chunk and its language's messages first (see `lazyComponent`, `loadMessages`); a failed page
 * load is left to the page's error boundary.
 */
function startWhenReady(): void {
  rememberTypingBeforeHydration(document);
  const bootstrap = readScriptJson<BootstrapData>(BOOTSTRAP_ELEMENT_ID);
  if (!bootstrap) throw new Error('Spelldown: bootstrap data missing');
  const isAdmin = bootstrap.account?.roles.includes('admin') ?? false;
  // Without its language's messages the page would hydrate in English: a failed load falls back to that.
  const pageReady = Promise.all([
    // A part the server rendered (a game's result) is defined by the page's chunk: it loads after it.
    preloadPageAt(window.location.pathname, isAdmin)
      .then(() => preloadRenderedParts(document))
      .catch(() => undefined),
    loadMessages(bootstrap.locale).catch(() => undefined),
  ]);
  whenRevealed(() => void pageReady.then(() => start(bootstrap)));
}

// The bootstrap module is async: it may run before the stream has ended.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startWhenReady, { once: true });
else startWhenReady();
