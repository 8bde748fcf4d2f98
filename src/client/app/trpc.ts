import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/router';

/** The typed tRPC hooks; only the router's type crosses from the server. */
export const trpc = createTRPCReact<AppRouter>();
