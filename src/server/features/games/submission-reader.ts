import type DataLoader from 'dataloader';
import { batchPerTurn, perDatabase } from '../../db/batch-per-turn';
import type { Db } from '../../db/database';
import { findSubmissionsOf, submissionKey, type StoredSubmission } from './games.repository';

/** No more pairs than this in one statement. */
const MAX_BATCH = 500;

interface Pair {
  accountId: string;
  gameId: string;
}

/**
 * Players' submissions (with their guesses) asked for in the same turn of the event loop are read in one
 * statement: at the hour everyone opens today's game, each request would otherwise pay a query of its own.
 */
export class SubmissionReader {
  private readonly loader: DataLoader<Pair, StoredSubmission | undefined>;

  constructor(private readonly db: Db) {
    this.loader = batchPerTurn((batch) => this.readBatch(batch), MAX_BATCH);
  }

  /** The player's submission of the game, if they played it. */
  read(accountId: string, gameId: string): Promise<StoredSubmission | undefined> {
    return this.loader.load({ accountId, gameId });
  }

  private async readBatch(batch: readonly Pair[]): Promise<(StoredSubmission | undefined)[]> {
    const pairs = new Map(batch.map((pair) => [submissionKey(pair), pair]));
    const found = new Map((await findSubmissionsOf(this.db, [...pairs.values()])).map((s) => [submissionKey(s), s]));
    return batch.map((pair) => found.get(submissionKey(pair)));
  }
}

/** The reader of an app's database. */
export const submissionReaderOf = perDatabase((db) => new SubmissionReader(db));
