import type DataLoader from 'dataloader';
import { batchPerTurn } from '../../db/batch-per-turn';
import type { Db } from '../../db/database';
import type { AppDeps } from '../../deps';
import { insertSubmissions, submissionKey, type NewSubmission } from './games.repository';

/** No more submissions than this in one statement (about 7 parameters' worth of arrays each). */
const MAX_BATCH = 200;

/**
 * Submissions that arrive in the same turn of the event loop are written together, in one statement
 * and one commit: at the hour everyone plays, a commit per player is the database's whole cost. A lone
 * submission is written at once (the batch is sent as soon as Node has read what it had ready).
 *
 * A batch the database refuses (a player deleted a moment ago, say) is written again one by one, so
 * only the submission at fault fails. `write` answers false when the game had already been submitted.
 */
export class SubmissionWriter {
  private readonly loader: DataLoader<NewSubmission, boolean>;

  constructor(private readonly db: Db) {
    this.loader = batchPerTurn((batch) => this.writeBatch(batch), MAX_BATCH);
  }

  write(submission: NewSubmission): Promise<boolean> {
    return this.loader.load(submission);
  }

  private async writeBatch(batch: readonly NewSubmission[]): Promise<(boolean | Error)[]> {
    // Two submissions of one player's game in a batch: the first is written, the second shares its fate
    // as a retry would (refused if the first was stored or refused, the same error if it failed).
    const firsts = new Map<string, NewSubmission>();
    for (const submission of batch) {
      const key = submissionKey(submission);
      if (!firsts.has(key)) firsts.set(key, submission);
    }
    const outcomes = await this.writeFirsts([...firsts.values()]);
    return batch.map((submission) => {
      const key = submissionKey(submission);
      const outcome = outcomes.get(key)!;
      return firsts.get(key) === submission || outcome !== true ? outcome : false;
    });
  }

  private async writeFirsts(firsts: NewSubmission[]): Promise<Map<string, boolean | Error>> {
    try {
      const stored = await insertSubmissions(this.db, firsts);
      return new Map(firsts.map((s) => [submissionKey(s), stored.has(submissionKey(s))]));
    } catch (error) {
      if (firsts.length === 1) return new Map([[submissionKey(firsts[0]!), asError(error)]]);
      const alone = await Promise.all(firsts.map((submission) => this.writeFirsts([submission])));
      return new Map(alone.flatMap((outcome) => [...outcome]));
    }
  }
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * Writes a submission (with the others of this turn) and answers whether it was stored. Whatever the
 * outcome, the pair is no longer believed unplayed here: this process's next read sees the submission at
 * once, before the database's announcement reaches it.
 */
export async function writeSubmission(deps: AppDeps, submission: NewSubmission): Promise<boolean> {
  try {
    return await deps.submissionBatches.writer.write(submission);
  } finally {
    deps.unplayedGames.forget([submissionKey(submission)]);
  }
}
