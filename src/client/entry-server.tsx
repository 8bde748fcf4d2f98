import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import type { BootstrapData } from './app/bootstrap';
import { Document } from './app/document';
import type { FormattedTexts } from './app/i18n';
import { RenderedParts } from './app/lazy-part';
import { AppProviders, type TrpcClient } from './app/providers';

/** The element the server streams for `url`; the browser hydrates the same tree. */
export function createServerApp(options: {
  url: string;
  bootstrap: BootstrapData;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** Filled as the page renders: sent with it for hydration. */
  formatted: FormattedTexts;
  /** Filled as the page renders: the lazy parts it shows, which the browser preloads (see `RenderedParts`). */
  parts: Set<string>;
}): ReactElement {
  return (
    <StrictMode>
      <Document bootstrap={options.bootstrap}>
        <AppProviders
          bootstrap={options.bootstrap}
          queryClient={options.queryClient}
          trpcClient={options.trpcClient}
          formatted={options.formatted}
        >
          <RenderedParts.Provider value={options.parts}>
            <StaticRouter location={options.url}>
              <AppRoutes />
            </StaticRouter>
          </RenderedParts.Provider>
        </AppProviders>
      </Document>
    </StrictMode>
  );
}
