import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../constants';
import { EmailSchema, NewPasswordSchema, UuidSchema } from './common.schema';

/**
 * `limit` of an admin list: defaults to the page size and is capped at it (contract §4), so
 * `?limit=500` answers one full page rather than an error. Query strings arrive as text: coerced.
 */
export function pageLimitSchema(pageSize: number) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .transform((limit) => Math.min(limit ?? pageSize, pageSize));
}

/** `after`: the sort key of the last row of the previous page; an empty value means the first page. */
export const AfterSchema = z
  .string()
  .max(400)
  .optional()
  .transform((after) => (after ? after : undefined));

/**
 * The `{after?, limit?}` input of an admin list with this page size (no input at all: the first page).
 * `afterPattern` rejects a malformed `after` with a 400 rather than an empty page.
 */
export function adminPageSchema(pageSize: number = ADMIN_PAGE_SIZE, afterPattern?: RegExp) {
  const after = afterPattern
    ? AfterSchema.refine((value) => value === undefined || afterPattern.test(value), {
        message: 'Expected the sort key of the last row.',
      })
    : AfterSchema;
  return z.object({ after, limit: pageLimitSchema(pageSize) }).prefault({});
}

export const AdminPageSchema = adminPageSchema();
export type AdminPageInput = z.input<typeof AdminPageSchema>;

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

/** Games page newest first by date: `after` is a date of the form YYYYMMDD. */
export const GamesPageSchema = adminPageSchema(ADMIN_PAGE_SIZE, /^\d{8}$/);

export const GameIdSchema = z.object({ gameId: UuidSchema });

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

export const SessionIdSchema = z.object({ sessionId: UuidSchema });
