import { INVITE_CODE_TTL_DAYS } from '../../../shared/schemas/accounts.schema';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../trpc/errors';
import { invitationMail } from '../mail';
import { localeFor } from './account-errors';
import { createInviteCode, hashInviteCode } from './invite-codes';
import * as invitations from './invitations.repository';
import * as waitListers from './wait-listers.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Makes `count` single-use codes, optionally bound to an e-mail; answers the codes (only hashes are kept). */
export async function createInvitations(
  deps: AppDeps,
  input: { count: number; email?: string },
  db = deps.db,
): Promise<string[]> {
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + INVITE_CODE_TTL_DAYS * DAY_MS);
  const email = input.email?.trim().toLowerCase() ?? null;
  const codes: string[] = [];
  for (let i = 0; i < input.count; i += 1) {
    const code = createInviteCode();
    await invitations.insertInvitation(db, { codeHash: hashInviteCode(code), email, expiresAt, now });
    codes.push(code);
  }
  if (email) await waitListers.markWaitListerInvited(db, email);
  return codes;
}

export function joinLink(deps: AppDeps, code: string): string {
  return `${deps.config.publicUrl}/join/${encodeURIComponent(code)}`;
}

/**
 * Staff's Invite action: a code bound to the wait-lister's e-mail, status waiting → invited, and an
 * e-mail with the `/join/{code}` link. Inviting again sends a new code; a joined wait-lister is a 409.
 * The invitation is written in the language of the page the wait-lister signed up on: the reader is
 * the wait-lister, so the staff member's own language says nothing about it.
 */
export async function inviteWaitLister(deps: AppDeps, waitListerId: string): Promise<void> {
  const invitation = await deps.db.transaction().execute(async (trx) => {
    const waitLister = await waitListers.findWaitListerForUpdate(trx, waitListerId);
    if (!waitLister) throw notFound();
    if (waitLister.status === 'joined') return null;
    // An account of that e-mail came another way (staff, the CLI): they are in, and the list says so.
    if (await waitListers.markWaitListerJoined(trx, waitLister.email)) return null;
    const [created] = await createInvitations(deps, { count: 1, email: waitLister.email }, trx);
    return { email: waitLister.email, locale: localeFor(waitLister.locale), code: created! };
  });
  if (!invitation) throw conflict('already_joined');
  const { email, locale, code } = invitation;
  await deps.mailer.send(invitationMail(locale, { to: email, link: joinLink(deps, code) }));
}
