import { z } from 'zod';
import { ADMIN_PAGE_SIZE, PASSWORD_MAX_LENGTH } from '../constants';
import { EmailSchema, NewPasswordSchema } from './common.schema';
import { WaitListerIdSchema } from './ids.schema';

/**
 * Sign-up, password and recovery inputs are checked field by field in the service so that one
 * answer lists every problem (product §9); these schemas only bound the transport.
 */
const loose = (max: number) => z.string().max(max);
const LooseEmail = loose(320);
const LoosePassword = loose(PASSWORD_MAX_LENGTH * 4);
const LooseCode = loose(200);

/** Invitation codes: 16 Crockford base32 characters (80 random bits), shown in groups of 4. */
export const INVITE_CODE_LENGTH = 16;
export const INVITE_CODE_TTL_DAYS = 14;
/** 'E-mail taken' answers one code gives; the last of them spends the code (no enumeration of accounts). */
export const INVITE_MAX_TAKEN_ANSWERS = 3;
/** Recovery codes: valid an hour; a code dies after this many wrong tries of that code (a wrong e-mail with it). */
export const RECOVERY_CODE_TTL_MS = 60 * 60 * 1000;
export const RECOVERY_MAX_ATTEMPTS = 5;

/** Upper-cases, drops separators and reads the look-alikes O, I and L as 0, 1 and 1 (Crockford). */
export function normalizeInviteCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

export const JoinSchema = z.object({ email: LooseEmail, password: LoosePassword, code: LooseCode });
export type JoinInput = z.infer<typeof JoinSchema>;

export const WaitingListSchema = z.object({ email: EmailSchema });

export const ChangePasswordSchema = z.object({ currentPassword: LoosePassword, newPassword: LoosePassword });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const RecoverySchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = z.object({ email: LooseEmail, password: LoosePassword, recoveryCode: LooseCode });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/**
 * The rules of the sign-up, change-password and reset forms, field by field. The form checks them before
 * it sends; the service checks the same fields again (it answers each refused field with its code of
 * ACCOUNT_ERROR_CODES) and adds what only it knows: a spent code, a common password, a wrong current one.
 */
export const JoinFormSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  code: LooseCode.refine((code) => normalizeInviteCode(code) !== '', 'An invitation code is required.'),
});

export const ChangePasswordFormSchema = z.object({
  currentPassword: LoosePassword.min(1),
  newPassword: NewPasswordSchema,
});

export const ResetPasswordFormSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  recoveryCode: LooseCode.trim().min(1),
});

/** The error codes of these forms (product §12.2, §13). */
export const ACCOUNT_ERROR_CODES = {
  joinEmailInvalid: 'join.email.invalid',
  joinEmailTaken: 'join.email.taken',
  joinPasswordInvalid: 'join.password.invalid',
  joinCodeRequired: 'join.code.required',
  joinCodeUnknown: 'join.code.unknown',
  joinCodeUsed: 'join.code.used',
  joinCodeExpired: 'join.code.expired',
  joinCodeWrongEmail: 'join.code.wrongEmail',
  currentPasswordIncorrect: 'changePassword.currentPassword.incorrect',
  newPasswordInvalid: 'changePassword.newPassword.invalid',
  resetEmailInvalid: 'resetPassword.email.invalid',
  resetPasswordInvalid: 'resetPassword.password.invalid',
  resetCodeInvalid: 'resetPassword.recoveryCode.invalid',
} as const;

export const WAIT_LISTER_STATUSES = ['waiting', 'invited', 'joined'] as const;

export const WaitListerSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(WAIT_LISTER_STATUSES),
  createdAt: z.string(),
});
export type WaitLister = z.infer<typeof WaitListerSchema>;

/** `after` is the e-mail of the previous page's last row; `limit` is capped at the page size. */
export const WaitListersListSchema = z.object({
  after: z.string().max(320).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .transform((n) => Math.min(n ?? ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE)),
});

export const InviteWaitListerSchema = z.object({ waitListerId: WaitListerIdSchema });
