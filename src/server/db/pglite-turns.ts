import type { PGlite } from '@electric-sql/pglite';
import type { PgliteClient } from './pglite-prepared';

/** How long PGlite may run statements back to back before Node gets its thread back for a moment. */
export const PGLITE_TURN_MS = 10;

/**
 * PGlite runs each statement synchronously on the server's one thread, and the statements waiting for
 * it are handed on from one to the next through promises alone, so while any wait Node never gets
 * round to its sockets: a connection that arrives then is not even read until the queue is empty. This
 * client gives the thread back (one setImmediate) when statements have run for PGLITE_TURN_MS without a
 * break; shorter and longer turns each traded one figure of the bench for another (decision 025).
 */
export function takingTurns(pglite: PgliteClient, turnMs = PGLITE_TURN_MS): PGlite {
  let turnStartedAt = performance.now();
  const client: PgliteClient = {
    query: async (...args: Parameters<PGlite['query']>) => {
      if (performance.now() - turnStartedAt > turnMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        turnStartedAt = performance.now();
      }
      return pglite.query(...args);
    },
    close: () => pglite.close(),
  };
  // Kysely's PGlite dialect calls only query() and close().
  return client as PGlite;
}
