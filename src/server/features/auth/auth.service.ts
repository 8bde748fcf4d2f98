import type { Session } from '../../../shared/schemas/auth.schema';
import type { AppDeps } from '../../deps';
import { createSecret, digestsEqual, sha256Hex } from '../../lib/crypto';
import { tooManyRequests, unauthorized } from '../../trpc/errors';
import * as repo from './auth.repository';
import type { AuthSession } from './auth.types';
import { verifyPassword } from './password';

export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;
export const MAX_FAILED_LOGINS_PER_HOUR = 100;

export function hashSessionToken(token: string): string {
  return sha256Hex(token);
}

/** Stands in for an unknown e-mail's account in the failure count: same query, no rows. */
const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Checks the credentials and opens a new session (a new token at every login). A known and an
 * unknown e-mail cost the same queries before the answer (no enumeration by timing, issue 9 §2):
 * the failure count runs for both, and a failure is recorded once the answer has gone.
 */
export async function login(deps: AppDeps, email: string, password: string): Promise<Session> {
  const account = await repo.findAccountByEmail(deps.db, email);
  const hourAgo = new Date(deps.now().getTime() - 60 * 60 * 1000);
  const failures = await repo.countRecentLoginFailures(deps.db, account?.id ?? NO_ACCOUNT_ID, hourAgo);
  if (account && failures >= MAX_FAILED_LOGINS_PER_HOUR) throw tooManyRequests(60 * 60);
  const ok = await verifyPassword(account?.password_hash, password);
  if (!account || !ok) {
    if (account) recordLoginFailureLater(deps, account.id);
    throw unauthorized('login_failed');
  }
  const token = createSecret(32);
  const now = deps.now();
  const row = await repo.insertSession(deps.db, {
    tokenHash: hashSessionToken(token),
    accountId: account.id,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return {
    id: token,
    account: { id: account.id, email: account.email, roles: account.roles },
    createdAt: row.created_at.toISOString(),
  };
}

/** The session of a bearer token, or null when unknown, idle too long or past its absolute end. */
export async function authenticate(deps: AppDeps, token: string | undefined): Promise<AuthSession | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashSessionToken(token);
  const row = await repo.findSessionByTokenHash(deps.db, tokenHash);
  if (!row || !digestsEqual(row.tokenHash, tokenHash)) return null;
  const now = deps.now();
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (idleFor > SESSION_IDLE_MS || row.expiresAt.getTime() <= now.getTime()) {
    await repo.deleteSession(deps.db, row.sessionId);
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) await repo.touchSession(deps.db, row.sessionId, now);
  return {
    id: row.sessionId,
    createdAt: row.createdAt.toISOString(),
    account: { id: row.accountId, email: row.email, roles: row.roles },
  };
}

/** Writes the failure after the answer: its commit (a disk flush on Postgres) would time a known e-mail apart. */
function recordLoginFailureLater(deps: AppDeps, accountId: string): void {
  setImmediate(() => {
    repo.insertLoginFailure(deps.db, accountId).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'could not record a failed login');
    });
  });
}

export async function logout(deps: AppDeps, session: AuthSession): Promise<void> {
  await repo.deleteSession(deps.db, session.id);
}
