import { SESSION_IDLE_MS } from '../../../shared/constants';
import type { Session } from '../../../shared/schemas/auth.schema';
import type { DbOrTrx } from '../../db/database';
import type { AppDeps } from '../../deps';
import { createSecret, digestsEqual, sha256Hex } from '../../lib/crypto';
import { tooManyRequests, unauthorized } from '../../trpc/errors';
import { findAccountByEmail, replaceOutdatedPasswordHash } from '../accounts';
import * as repo from './auth.repository';
import type { AuthSession } from './auth.types';
import type { SessionRow } from './session-cache';
import { hashPassword, needsRehash, verifyPassword } from './password';

export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;
/** Failed logins one address may make on one e-mail in an hour… */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 10;
/** …until the e-mail has seen this many in the hour, from anywhere… */
export const FAILED_LOGINS_TO_SLOW_DOWN = 100;
/** …after which each address may make this many (its owner, elsewhere, still can log in). */
export const MAX_FAILED_LOGINS_PER_ADDRESS_SLOWED = 3;

export function hashSessionToken(token: string): string {
  return sha256Hex(token);
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Checks the credentials and opens a new session (a new token at every login). A known and an
 * unknown e-mail are treated alike (no enumeration): the same queries before the answer,
 * failures counted per e-mail address whether or not an account has it (so both answer 429 after as
 * many failures), and a failure recorded once the answer has gone.
 * Failures are throttled per e-mail and client address, never for the whole account: a stranger who
 * hammers an account stops their own address, and many addresses at once only lower each address's
 * allowance (`address` is the client as `clientAddressOf` counts it, an IPv6 client's /64; '' for
 * logins made in-process).
 */
export async function login(deps: AppDeps, email: string, password: string, address = ''): Promise<Session> {
  const emailKey = sha256Hex(email);
  const account = await findAccountByEmail(deps.db, email);
  const now = deps.now().getTime();
  // Tries let through whose failure the count did not see count too (a burst reads one count), checked
  // and held in one step.
  const { written: failures, inFlight } = await deps.loginTries.countWith(emailKey, address, () =>
    repo.countRecentLoginFailures(deps.db, emailKey, address, new Date(now - HOUR_MS)),
  );
  const allowance =
    failures.total >= FAILED_LOGINS_TO_SLOW_DOWN ? MAX_FAILED_LOGINS_PER_ADDRESS_SLOWED : MAX_FAILED_LOGINS_PER_ADDRESS;
  if (failures.fromAddress + inFlight >= allowance) {
    // No try for this address before the oldest of its failures leaves the hour; while only tries in
    // flight stand in the way, as soon as they are decided.
    const nextTryAt = failures.oldestFromAddress ? failures.oldestFromAddress.getTime() + HOUR_MS : now;
    throw tooManyRequests(Math.max(1, Math.ceil((nextTryAt - now) / 1000)));
  }
  const heldTry = deps.loginTries.hold(emailKey, address);
  let failureToWrite = false;
  try {
    const ok = await verifyPassword(account?.password_hash, password);
    if (!account || !ok) {
      failureToWrite = true;
      recordLoginFailureLater(deps, { emailKey, address, tryId: heldTry.id }, heldTry.release);
      throw unauthorized('login_failed');
    }
    if (needsRehash(account.password_hash)) rehashLater(deps, account, password);
    return await openSession(deps, account);
  } finally {
    if (!failureToWrite) heldTry.release(false);
  }
}

/** A new session of a proven account: its token, which only this answer holds. */
async function openSession(deps: AppDeps, account: { id: string; email: string; roles: string[] }): Promise<Session> {
  const token = createSecret(32);
  const row = await repo.insertSession(deps.db, {
    tokenHash: hashSessionToken(token),
    accountId: account.id,
    expiresAt: new Date(deps.now().getTime() + SESSION_ABSOLUTE_MS),
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
  const row = await findSession(deps, tokenHash);
  if (!row || !digestsEqual(row.tokenHash, tokenHash)) return null;
  const now = deps.now();
  // A use of the last second may not be written yet: it counts, or a session read afresh from the
  // database just then would look idle since the use before.
  const unwritten = deps.sessionTouches.unwrittenSighting(row.sessionId);
  const lastSeenAt = unwritten && unwritten > row.lastSeenAt ? unwritten : row.lastSeenAt;
  const idleFor = now.getTime() - lastSeenAt.getTime();
  if (idleFor > SESSION_IDLE_MS || row.expiresAt.getTime() <= now.getTime()) {
    await repo.deleteSession(deps.db, row.sessionId);
    forgetSessions(deps);
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) {
    deps.sessionTouches.seen(row.sessionId, now);
    deps.sessionCache.touched(tokenHash, now);
  }
  return {
    id: row.sessionId,
    createdAt: row.createdAt.toISOString(),
    account: { id: row.accountId, email: row.email, roles: row.roles },
  };
}

/** The session of a token hash: from the cache when this process checked it a moment ago. */
async function findSession(deps: AppDeps, tokenHash: string): Promise<SessionRow | undefined> {
  const cache = deps.sessionCache;
  const cached = cache.get(tokenHash);
  if (cached) return cached;
  const generation = cache.generation;
  const row = await deps.sessionReader.load(tokenHash);
  if (row) cache.remember(tokenHash, row, generation);
  return row;
}

/**
 * Writes the failure after the answer: its commit (a disk flush on Postgres) would time a known e-mail
 * apart. Then lets go of the try's place (`decided`): the count in the database has it, under the try's id.
 */
function recordLoginFailureLater(
  deps: AppDeps,
  failure: { emailKey: string; address: string; tryId: string },
  decided: (failureWritten: boolean) => void,
): void {
  setImmediate(() => {
    repo.insertLoginFailure(deps.db, { ...failure, now: deps.now() }).then(
      () => decided(true),
      (error: unknown) => {
        deps.log.warn({ err: error }, 'could not record a failed login');
        decided(false);
      },
    );
  });
}

/** Hashes a proven password again with the current parameters, once the login has answered. */
function rehashLater(deps: AppDeps, account: { id: string; password_hash: string }, password: string): void {
  setImmediate(() => {
    hashPassword(password)
      .then((passwordHash) => replaceOutdatedPasswordHash(deps.db, account.id, account.password_hash, passwordHash))
      .catch((error: unknown) => {
        deps.log.warn({ err: error }, 'could not hash a password again with the current parameters');
      });
  });
}

/** Failures older than the hour no longer count (unknown e-mails add rows too): they go. */
export async function sweepLoginFailures(deps: AppDeps): Promise<void> {
  await repo.deleteLoginFailuresBefore(deps.db, new Date(deps.now().getTime() - HOUR_MS));
}

/** Ends the sessions of these tokens (a bearer, a page cookie); unknown or missing ones change nothing. */
export async function logout(deps: AppDeps, tokens: readonly (string | null | undefined)[]): Promise<void> {
  const hashes = [...new Set(tokens.filter((token): token is string => !!token && token.length <= 200))].map(
    hashSessionToken,
  );
  if (hashes.length === 0) return;
  await repo.deleteSessionsByTokenHashes(deps.db, hashes);
  forgetSessions(deps);
}

/**
 * This process ended sessions or changed an account's roles: its cache forgets everything now, before
 * the database's announcement (a few ms later) reaches it, so the very next request sees it.
 */
export function forgetSessions(deps: Pick<AppDeps, 'sessionCache'>): void {
  deps.sessionCache.clear();
}

/** Ends every session of an account except `keepSessionId` (none kept when undefined), in `db`'s transaction if any. */
export async function endAccountSessions(
  deps: Pick<AppDeps, 'sessionCache'>,
  db: DbOrTrx,
  accountId: string,
  keepSessionId?: string,
): Promise<void> {
  await repo.deleteAccountSessions(db, accountId, keepSessionId);
  forgetSessions(deps);
}
