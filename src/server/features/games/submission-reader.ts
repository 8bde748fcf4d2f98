import { perDatabase, readPerTurn } from '../../db/batch-per-turn';
import { findSubmissionsOf, submissionKey, type StoredSubmission } from './games.repository';

/**
 * Players' submissions of games (with their guesses), by (account, game) pair, read in one statement for
 * all the requests of one turn of the event loop: at the hour everyone opens today's game, each request
 * would otherwise pay a query of its own. A pair never played is answered undefined.
 */
export const submissionReaderOf = perDatabase((db) =>
  readPerTurn<{ accountId: string; gameId: string }, StoredSubmission>({
    keyOf: submissionKey,
    rowKey: submissionKey,
    read: (pairs) => findSubmissionsOf(db, pairs),
    maxBatchSize: 500,
  }),
);
