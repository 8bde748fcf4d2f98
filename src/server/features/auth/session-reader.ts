import type DataLoader from 'dataloader';
import { readPerTurn } from '../../db/batch-per-turn';
import type { Db } from '../../db/database';
import { findSessionsByTokenHashes } from './auth.repository';
import type { SessionRow } from './session-cache';

/** The session of a token hash, or undefined when there is none. */
export type SessionReader = DataLoader<string, SessionRow | undefined>;

/**
 * The sessions of token hashes, read in one statement for all the requests of one turn of the event
 * loop: at the hour everyone plays, most requests come from a player this process has not seen in the
 * last seconds (the session cache's reach), and each would otherwise pay a query of its own. The auth
 * plugin makes the app's one (`app.sessionReader`).
 */
export function createSessionReader(db: Db): SessionReader {
  return readPerTurn<string, SessionRow>({
    keyOf: (tokenHash) => tokenHash,
    rowKey: (row) => row.tokenHash,
    read: (tokenHashes) => findSessionsByTokenHashes(db, tokenHashes),
    maxBatchSize: 500,
  });
}
