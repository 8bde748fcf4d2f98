import { perDatabase, readPerTurn } from '../../db/batch-per-turn';
import { findSessionsByTokenHashes } from './auth.repository';
import type { SessionRow } from './session-cache';

/**
 * The sessions of token hashes, read in one statement for all the requests of one turn of the event
 * loop: at the hour everyone plays, most requests come from a player this process has not seen in the
 * last seconds (the session cache's reach), and each would otherwise pay a query of its own.
 */
export const sessionReaderOf = perDatabase((db) =>
  readPerTurn<string, SessionRow>({
    keyOf: (tokenHash) => tokenHash,
    rowKey: (row) => row.tokenHash,
    read: (tokenHashes) => findSessionsByTokenHashes(db, tokenHashes),
    maxBatchSize: 500,
  }),
);
