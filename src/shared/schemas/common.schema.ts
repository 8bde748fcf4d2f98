import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

/** E-mail as the forms send it: trimmed and lower-cased before it is checked. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Please enter a valid e-mail address.' }));

/** The shared password rule: 8 characters, an uppercase letter, a lowercase letter and a digit. */
export const PASSWORD_RULE_MESSAGE =
  'It must be 8 characters long, and contain 1 uppercase letter, 1 lowercase letter, and 1 digit.';

export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password)
  );
}

export const NewPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .refine(isValidPassword, { message: PASSWORD_RULE_MESSAGE });

/** A password being checked (login, current password): any non-empty string up to the maximum. */
export const PasswordInputSchema = z
  .string()
  .min(1)
  .max(PASSWORD_MAX_LENGTH * 4);

/** An `{code, message}` item of a 400 answer (product §12.2). */
export const FieldErrorSchema = z.object({ code: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** A query string's empty value (`?limit=`) is as good as none: the default applies. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * A count of at least 1 as a query string gives it. Any whole number, however large, so that the cap
 * applies to `?limit=100000000000000000000` too (zod's `int()` refuses numbers past 2^53).
 */
export const QueryCountSchema = z.coerce
  .number()
  .min(1)
  .refine(Number.isInteger, { message: 'Invalid input: expected a whole number' });

/**
 * `limit` of a staff list: defaults to the page size (also when blank, `?limit=`) and is capped at
 * it (product §12.4), so `?limit=500` answers one full page rather than an error. Query strings
 * arrive as text: coerced.
 */
export function pageLimitSchema(pageSize: number) {
  return z
    .preprocess(blankToUndefined, QueryCountSchema.optional())
    .transform((limit) => Math.min(limit ?? pageSize, pageSize));
}
