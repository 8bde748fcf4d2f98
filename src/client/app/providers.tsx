import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { BootstrapData } from './bootstrap';
import { I18nProvider, type FormattedTexts } from './i18n';
import { SessionProvider } from './session';
import { trpc } from './trpc';
import { UiProvider } from './ui-state';

export type TrpcClient = ReturnType<typeof trpc.createClient>;

const BootstrapContext = createContext<BootstrapData | null>(null);

/** What the server rendered the page with. */
export function useBootstrap(): BootstrapData {
  const value = useContext(BootstrapContext);
  if (!value) throw new Error('useBootstrap outside AppProviders');
  return value;
}

export function AppProviders({
  bootstrap,
  queryClient,
  trpcClient,
  formatted,
  children,
}: {
  bootstrap: BootstrapData;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** The page's formatted texts: recorded while the server renders, read back while the browser hydrates. */
  formatted: FormattedTexts;
  children: ReactNode;
}) {
  return (
    <BootstrapContext.Provider value={bootstrap}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider locale={bootstrap.locale} formatted={formatted}>
            <SessionProvider initialAccount={bootstrap.account}>
              <UiProvider
                bannerHiddenAt={bootstrap.bannerHiddenAt}
                serverFeatures={bootstrap.features}
                nowMs={bootstrap.nowMs}
              >
                {children}
              </UiProvider>
            </SessionProvider>
          </I18nProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </BootstrapContext.Provider>
  );
}
