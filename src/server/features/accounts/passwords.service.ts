import type { Locale, Translate } from '../../../shared/i18n';
import {
  ACCOUNT_ERROR_CODES as E,
  RECOVERY_CODE_TTL_MS,
  RECOVERY_MAX_ATTEMPTS,
  ResetPasswordFormSchema,
  type ChangePasswordInput,
  type ResetPasswordInput,
} from '../../../shared/schemas/accounts.schema';
import type { AppDeps } from '../../deps';
import { createSecret, sha256Hex } from '../../lib/crypto';
import { type AuthSession, endAccountSessions, hashPassword, isAcceptedNewPassword, verifyPassword } from '../auth';
import { recoveryMail } from '../mail';
import { accountInputError } from './account-errors';
import { findAccountById, findAccountIdByEmail, updatePasswordHash } from './accounts.repository';
import * as recovery from './recovery.repository';

/** Recovery e-mails one account may be sent in an hour (a flood of requests sends no flood of mail). */
export const MAX_RECOVERY_CODES_PER_HOUR = 5;

/**
 * Changes the password of the session's account, ends the account's other sessions and spends its unused
 * recovery codes: a reset link someone else holds no longer takes the account back.
 */
export async function changePassword(
  deps: AppDeps,
  session: AuthSession,
  input: ChangePasswordInput,
  t: Translate,
): Promise<void> {
  const account = await findAccountById(deps.db, session.account.id);
  const problems: string[] = [];
  if (!(await verifyPassword(account?.password_hash, input.currentPassword))) problems.push(E.currentPasswordIncorrect);
  if (!isAcceptedNewPassword(input.newPassword)) problems.push(E.newPasswordInvalid);
  if (problems.length > 0 || !account) throw accountInputError(t, problems);

  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, account.id, passwordHash, now);
    await recovery.useAccountRecoveryCodes(trx, account.id, now);
    await endAccountSessions(deps, trx, account.id, session.id);
  });
}

/**
 * Answers the same, in the same time, for known and unknown e-mails: the answer waits for nothing
 * that depends on the e-mail. The code is made and mailed after the answer has gone out.
 */
export function requestRecovery(deps: AppDeps, email: string, locale: Locale): void {
  deps.mailer.sendLater(async () => {
    const code = createSecret(16);
    const now = deps.now();
    const accountId = await recovery.insertRecoveryCodeForEmail(deps.db, {
      email,
      codeHash: sha256Hex(code),
      now,
      expiresAt: new Date(now.getTime() + RECOVERY_CODE_TTL_MS),
      since: new Date(now.getTime() - 60 * 60 * 1000),
      maxPerHour: MAX_RECOVERY_CODES_PER_HOUR,
    });
    if (!accountId) return null;
    const link = `${deps.config.publicUrl}/forgot-password/${encodeURIComponent(code)}`;
    return recoveryMail(locale, { to: email, link });
  });
}

/** Sets a new password with a recovery code; ends every session of the account in the same transaction. */
export async function resetPassword(deps: AppDeps, input: ResetPasswordInput, t: Translate): Promise<void> {
  const fields = ResetPasswordFormSchema.shape;
  const email = fields.email.safeParse(input.email).data;
  const code = fields.recoveryCode.safeParse(input.recoveryCode).data;
  const problems: string[] = [];
  if (!email) problems.push(E.resetEmailInvalid);
  if (!isAcceptedNewPassword(input.password)) problems.push(E.resetPasswordInvalid);
  if (!code) problems.push(E.resetCodeInvalid);
  if (problems.length > 0 || !email || !code) throw accountInputError(t, problems);

  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  const done = await deps.db.transaction().execute(async (trx) => {
    const account = await findAccountIdByEmail(trx, email);
    const row = await recovery.findRecoveryCodeForUpdate(trx, sha256Hex(code));
    const valid =
      account &&
      row &&
      row.account_id === account.id &&
      !row.used_at &&
      row.expires_at.getTime() > now.getTime() &&
      row.attempts < RECOVERY_MAX_ATTEMPTS;
    if (!valid) {
      // Whether the e-mail has an account changes nothing here: one answer time for both.
      await recovery.countFailedTry(trx, { codeId: row?.id, now });
      return false;
    }
    await updatePasswordHash(trx, account.id, passwordHash, now);
    await recovery.useAccountRecoveryCodes(trx, account.id, now);
    await endAccountSessions(deps, trx, account.id);
    return true;
  });
  if (!done) throw accountInputError(t, [E.resetCodeInvalid]);
}
