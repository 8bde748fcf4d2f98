import type DataLoader from 'dataloader';
import { readPerTurn } from '../../db/batch-per-turn';
import type { Db } from '../../db/database';
import type { AppDeps } from '../../deps';
import { findSubmissionsOf, submissionKey, type StoredSubmission } from './games.repository';

/** A player's submission of a game (with its guesses), or undefined when they have not played it. */
export type SubmissionReader = DataLoader<{ accountId: string; gameId: string }, StoredSubmission | undefined>;

/**
 * Players' submissions of games, by (account, game) pair, read in one statement for all the requests of
 * one turn of the event loop: at the hour everyone opens today's game, each request would otherwise pay
 * a query of its own.
 */
export function createSubmissionReader(db: Db): SubmissionReader {
  return readPerTurn<{ accountId: string; gameId: string }, StoredSubmission>({
    keyOf: submissionKey,
    rowKey: submissionKey,
    read: (pairs) => findSubmissionsOf(db, pairs),
    maxBatchSize: 500,
  });
}

/**
 * A player's submission of a game, or undefined when they have not played it. A pair this process read
 * as unplayed a moment ago is answered from memory (`UnplayedGames`), with no statement at all.
 */
export async function readSubmission(
  deps: AppDeps,
  pair: { accountId: string; gameId: string },
): Promise<StoredSubmission | undefined> {
  const { reader } = deps.submissionBatches;
  const unplayed = deps.unplayedGames;
  if (!unplayed) return reader.load(pair);
  const key = submissionKey(pair);
  if (unplayed.isUnplayed(key)) return undefined;
  const readAt = unplayed.beginRead(key);
  try {
    const found = await reader.load(pair);
    unplayed.endRead(key, readAt, found === undefined);
    return found;
  } catch (error) {
    unplayed.endRead(key, readAt, false);
    throw error;
  }
}
