import { z } from 'zod';

/**
 * Record ids: one schema per kind of record, the only check of an id that arrives in a request. Every
 * record id is a Postgres uuid; anything else could name no record, so it is answered as an unknown
 * one (404), wherever it arrives: a path, a query or a body. It never reaches SQL.
 */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `params` key that marks a zod issue as "this id names no record" (see `namesNoRecord`). */
export const NO_RECORD_ISSUE = 'noRecord';

/** Could this be the id of a record? (For ids inside other values, such as a cursor.) */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

function recordIdSchema(record: string) {
  return z.custom<string>(isRecordId, { message: `Unknown ${record}.`, params: { [NO_RECORD_ISSUE]: true } });
}

export const GameIdSchema = recordIdSchema('game');
export const WordIdSchema = recordIdSchema('word');
export const SessionIdSchema = recordIdSchema('session');
export const WaitListerIdSchema = recordIdSchema('wait-lister');

/** Does this validation failure come from an id that names no record (answered 404, not 400)? */
export function namesNoRecord(error: z.ZodError): boolean {
  return error.issues.some((issue) => issue.code === 'custom' && issue.params?.[NO_RECORD_ISSUE] === true);
}
