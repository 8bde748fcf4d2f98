import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(onServer: boolean): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data rendered on the server stays fresh through hydration (no refetch flash).
        staleTime: 30_000,
        retry: onServer ? false : (count, error) => count < 2 && !isClientError(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}

function isClientError(error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500;
}
