import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../constants';
import { isValidGameDate } from '../dates';
import { EmailSchema, NewPasswordSchema, pageLimitSchema } from './common.schema';
import { isRecordId, SessionIdSchema } from './ids.schema';

/** `after`: the sort key of the last row of the previous page; an empty value means the first page. */
export const AfterSchema = z
  .string()
  .max(400)
  .optional()
  .transform((after) => (after ? after : undefined));

/**
 * The `{after?, limit?}` input of an admin list with this page size (no input at all: the first page).
 * `isValidAfter` rejects a malformed `after` with a 400 before it reaches a query.
 */
export function adminPageSchema(pageSize: number = ADMIN_PAGE_SIZE, isValidAfter?: (after: string) => boolean) {
  const after = isValidAfter
    ? AfterSchema.refine((value) => value === undefined || isValidAfter(value), {
        message: 'Expected the sort key of the last row.',
      })
    : AfterSchema;
  return z.object({ after, limit: pageLimitSchema(pageSize) }).prefault({});
}

export const AdminPageSchema = adminPageSchema();

// ---------- Accounts ----------

export interface AdminAccount {
  id: string;
  email: string;
  roles: string[];
  createdAt: string;
}

/** An admin creates a player: the same e-mail and password rules as sign-up. */
export const CreateAccountSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type CreateAccountInput = z.infer<typeof CreateAccountSchema>;

// ---------- Games ----------

export interface AdminGameRow {
  id: string;
  date: string;
  wordCount: number;
  createdAt: string;
}

export interface AdminGame {
  id: string;
  date: string;
  createdAt: string;
  words: { id: string; number: number; canonical: string }[];
}

/** Games page newest first by date: `after` is a calendar date written YYYYMMDD. */
export const GamesPageSchema = adminPageSchema(ADMIN_PAGE_SIZE, isValidGameDate);

// ---------- Sessions ----------

/**
 * Sessions page newest first. Their sort key is `createdAt` (microsecond ISO time); the browser
 * sends `createdAt|id` so two sessions opened in the same instant are never skipped or repeated.
 */
export const SESSION_CURSOR_SEPARATOR = '|';

export interface AdminSession {
  /** The session's record id, never its bearer token. */
  id: string;
  account: { id: string; email: string; roles: string[] };
  createdAt: string;
  lastSeenAt: string;
  /** Whether this is the session the list was asked for with (ending it logs the asker out). */
  current: boolean;
}

export function sessionCursor(session: Pick<AdminSession, 'id' | 'createdAt'>): string {
  return `${session.createdAt}${SESSION_CURSOR_SEPARATOR}${session.id}`;
}

/**
 * An instant as ISO 8601 with seconds and a zone (`Z` or ±hh:mm), on a day the calendar has, within
 * what Postgres' timestamptz takes (year 1 on, offsets to ±15:59): `2026-02-30T00:00:00Z` is a 400.
 */
export const InstantSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => !value.startsWith('0000') && !/[+-](1[6-9]|2\d):\d\d$/.test(value), {
    message: 'Expected a date and time.',
  });

export interface SessionCursor {
  createdAt: string;
  /** Breaks ties between sessions opened in the same microsecond. */
  id?: string;
}

/** `after` of the sessions list: `createdAt` or `createdAt|id`, read into its parts. */
const SessionCursorSchema = AfterSchema.transform((after, ctx): SessionCursor | undefined => {
  if (after === undefined) return undefined;
  const [createdAt = '', id, ...rest] = after.split(SESSION_CURSOR_SEPARATOR);
  if (!InstantSchema.safeParse(createdAt).success || rest.length > 0 || (id !== undefined && !isRecordId(id))) {
    ctx.addIssue({ code: 'custom', message: 'Expected the createdAt of the last session.' });
    return z.NEVER;
  }
  return id === undefined ? { createdAt } : { createdAt, id };
});

export const SessionsPageSchema = z
  .object({ after: SessionCursorSchema, limit: pageLimitSchema(ADMIN_PAGE_SIZE) })
  .prefault({});

export const EndSessionSchema = z.object({ sessionId: SessionIdSchema });
