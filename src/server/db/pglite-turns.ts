import type { PGlite } from '@electric-sql/pglite';

/** How long PGlite may run statements back to back before Node gets its thread back for a moment. */
export const PGLITE_TURN_MS = 10;

/**
 * PGlite runs each statement synchronously on the server's one thread, and the statements waiting for
 * it are handed on from one to the next through promises alone, so while any wait Node never gets
 * round to its sockets: a connection that arrives then is not even read until the queue is empty. On
 * the bench's training load (50 connections) the first request of each new connection waited up to
 * 4.8 s before the server saw it, though none took over a second once seen. This client gives the
 * thread back (one setImmediate) when statements have run for PGLITE_TURN_MS without a break.
 * Measured there, against handing on at once: training.next p99 4.8 s → 0.96 s, today's game
 * 1,303–1,328 → 1,710–1,824 req/s, submissions 554–560 → 574–577/s (turns of 3 ms and 30 ms traded
 * one for the other).
 */
export function takingTurns(pglite: PGlite, turnMs = PGLITE_TURN_MS): PGlite {
  let turnStartedAt = performance.now();
  const client: Pick<PGlite, 'query' | 'close'> = {
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
