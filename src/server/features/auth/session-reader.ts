import { batchPerTurn, perDatabase } from '../../db/batch-per-turn';
import { findSessionsByTokenHashes } from './auth.repository';
import type { SessionRow } from './session-cache';

/** No more token hashes than this in one statement. */
const MAX_BATCH = 500;

/**
 * The sessions of token hashes, read in one statement for all the requests of one turn of the event
 * loop: at the hour everyone plays, most requests come from a player this process has not seen in the
 * last seconds (the session cache's reach), and each would otherwise pay a query of its own.
 */
export const sessionReaderOf = perDatabase((db) =>
  batchPerTurn<string, SessionRow | undefined>(async (tokenHashes) => {
    const rows = await findSessionsByTokenHashes(db, [...new Set(tokenHashes)]);
    const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
    return tokenHashes.map((tokenHash) => byHash.get(tokenHash));
  }, MAX_BATCH),
);
