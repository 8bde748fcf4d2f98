/**
 * Everything under /trpc/ is tRPC's to answer: a batch of many procedures makes a path longer than a
 * route parameter may be (100 characters), and an unknown path is tRPC's 404 in its JSON.
 */
export const TRPC_ROUTE = '/trpc/*';

/** The procedure path (or the batch's paths, comma-separated) of a request to TRPC_ROUTE. */
export const trpcPathOf = (params: unknown): string => (params as { '*'?: string })['*'] ?? '';
