import type { Translate } from '../../../shared/i18n';
import {
  ACCOUNT_ERROR_CODES as E,
  INVITE_MAX_TAKEN_ANSWERS,
  JoinFormSchema,
  normalizeInviteCode,
  type JoinInput,
} from '../../../shared/schemas/accounts.schema';
import type { AppDeps } from '../../deps';
import { hashPassword, isAcceptedNewPassword } from '../auth';
import { accountInputError } from './account-errors';
import * as accounts from './accounts.repository';
import { hashInviteCode } from './invite-codes';
import * as invitations from './invitations.repository';
import { markWaitListerJoined } from './wait-listers.repository';

/** A problem found inside the transaction (a concurrent sign-up won the race). */
class JoinRace extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

type Invitation = Awaited<ReturnType<typeof invitations.findInvitationByHash>>;

function invitationProblem(invitation: Invitation, email: string | undefined, now: Date): string | null {
  if (!invitation) return E.joinCodeUnknown;
  if (invitation.used_at) return E.joinCodeUsed;
  if (invitation.expires_at.getTime() <= now.getTime()) return E.joinCodeExpired;
  if (invitation.email && email && invitation.email.toLowerCase() !== email) return E.joinCodeWrongEmail;
  return null;
}

/**
 * Sign-up with an invitation code. Every problem is listed in one 400 answer; nothing changes
 * unless all checks pass. The account and the code's use commit together.
 */
export async function join(deps: AppDeps, input: JoinInput, t: Translate): Promise<{ id: string }> {
  const now = deps.now();
  const parsedEmail = JoinFormSchema.shape.email.safeParse(input.email);
  const email = parsedEmail.success ? parsedEmail.data : undefined;
  const code = normalizeInviteCode(input.code);
  const codeHash = hashInviteCode(code);

  const problems: string[] = [];
  if (!email) problems.push(E.joinEmailInvalid);
  // Looked up always (same work either way), but told only to someone holding a valid code:
  // otherwise sign-up would say which e-mails have an account (no enumeration, product §10.3).
  const taken = email ? Boolean(await accounts.findAccountIdByEmail(deps.db, email)) : false;
  if (!isAcceptedNewPassword(input.password)) problems.push(E.joinPasswordInvalid);
  let codeProblem: string | null = E.joinCodeRequired;
  if (code) codeProblem = invitationProblem(await invitations.findInvitationByHash(deps.db, codeHash), email, now);
  if (codeProblem) problems.push(codeProblem);
  else if (taken) problems.unshift(await answerEmailTaken(deps, codeHash, now));
  if (problems.length > 0 || !email) throw accountInputError(t, problems);

  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const claimed = await invitations.claimInvitation(trx, { codeHash, email, now });
      if (!claimed) throw new JoinRace(E.joinCodeUsed);
      const account = await accounts.insertAccount(trx, { email, passwordHash, roles: [] });
      await invitations.setInvitationAccount(trx, claimed.id, account.id);
      await markWaitListerJoined(trx, email);
      return { id: account.id };
    });
  } catch (error) {
    if (error instanceof JoinRace) throw accountInputError(t, [error.code]);
    if (accounts.isUniqueViolation(error)) throw accountInputError(t, [await answerEmailTaken(deps, codeHash, now)]);
    throw error;
  }
}

/**
 * 'E-mail taken' is told only to the holder of a live code, and counted against that code: after
 * INVITE_MAX_TAKEN_ANSWERS of them the code is spent, so one unused code cannot be asked about any
 * number of addresses. Answers the error code to give.
 */
async function answerEmailTaken(deps: AppDeps, codeHash: string, now: Date): Promise<string> {
  const counted = await invitations.countTakenAnswer(deps.db, { codeHash, now, max: INVITE_MAX_TAKEN_ANSWERS });
  if (!counted) return E.joinCodeUsed;
  if (counted.takenAnswers >= INVITE_MAX_TAKEN_ANSWERS) {
    deps.log.warn(
      { invitationId: counted.id, takenAnswers: counted.takenAnswers },
      "an invitation code was spent: it had answered 'e-mail taken' as often as one code may",
    );
  }
  return E.joinEmailTaken;
}
