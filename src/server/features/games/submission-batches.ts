import type { Db } from '../../db/database';
import { createSubmissionReader, type SubmissionReader } from './submission-reader';
import { SubmissionWriter } from './submission-writer';

/**
 * Players' submissions, read and written together for all the requests of one turn of the event loop.
 * The games plugin makes the app's (`app.submissionBatches`), over the app's database.
 */
export interface SubmissionBatches {
  reader: SubmissionReader;
  writer: SubmissionWriter;
}

export function createSubmissionBatches(db: Db): SubmissionBatches {
  return { reader: createSubmissionReader(db), writer: new SubmissionWriter(db) };
}
