import { TRPCError } from '@trpc/server';
import { ROLE_ADMIN } from '../../../shared/constants';
import type { Db } from '../../db/database';
import { createSecret } from '../../lib/crypto';
import { conflict } from '../../trpc/errors';
import type { AppDeps } from '../../deps';
import { endAccountSessions, forgetSessions, hashPassword, verifyPassword } from '../auth';
import * as repo from './accounts.repository';

export interface CreatedAccount {
  id: string;
  email: string;
  roles: string[];
  createdAt: string;
}

/** Creates an account; a taken e-mail (any case) is a 409 `email_taken`. */
export async function createAccount(
  db: Db,
  input: { email: string; password: string; roles?: string[] },
): Promise<CreatedAccount> {
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await repo.insertAccount(db, {
      email: input.email.trim().toLowerCase(),
      passwordHash,
      roles: input.roles ?? [],
    });
    return { id: row.id, email: row.email, roles: row.roles, createdAt: row.created_at.toISOString() };
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw conflict('email_taken');
    throw error;
  }
}

export type EnsureAdminResult =
  | {
      kind: 'configured';
      email: string;
      created: boolean;
      /** An account of that e-mail had another password: it now has ADMIN_PASSWORD and no sessions. */
      passwordReplaced: boolean;
    }
  | { kind: 'generated'; email: string; password: string }
  | { kind: 'present' };

export const DEFAULT_ADMIN_EMAIL = 'admin@spelldown.local';

/** Creates the admin account; false when another process starting at the same time made it first. */
async function createAdminUnlessTaken(db: Db, email: string, password: string): Promise<boolean> {
  try {
    await createAccount(db, { email, password, roles: [ROLE_ADMIN] });
    return true;
  } catch (error) {
    if (error instanceof TRPCError && error.message === 'email_taken') return false;
    throw error;
  }
}

/**
 * Makes an existing account of ADMIN_EMAIL staff. Whoever signed up first with that address must not
 * become admin with a password of their own: unless its password already is ADMIN_PASSWORD, the
 * account gets ADMIN_PASSWORD and every one of its sessions ends, in one transaction. An account that
 * is staff already keeps its password (its admin may have changed it since).
 */
async function promoteWithAdminPassword(
  deps: Pick<AppDeps, 'db' | 'sessionCache'>,
  account: { id: string; roles: string[]; password_hash: string },
  password: string,
): Promise<boolean> {
  if (account.roles.includes(ROLE_ADMIN)) return false;
  if (await verifyPassword(account.password_hash, password)) {
    await repo.addRole(deps.db, account.id, ROLE_ADMIN);
    forgetSessions(deps); // its sessions carry its roles
    return false;
  }
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, account.id, passwordHash, new Date());
    await endAccountSessions(deps, trx, account.id);
    await repo.addRole(trx, account.id, ROLE_ADMIN);
  });
  return true;
}

/**
 * At start: ADMIN_EMAIL/ADMIN_PASSWORD name an account that must exist with role admin and, if it
 * was not staff before, with ADMIN_PASSWORD as its password (see promoteWithAdminPassword).
 * With neither and no admin at all, one is made with a random password the caller prints once.
 * Several processes may start on one database at once: whichever makes the account, all start.
 */
export async function ensureAdmin(
  deps: Pick<AppDeps, 'db' | 'sessionCache'>,
  email: string | undefined,
  password: string | undefined,
): Promise<EnsureAdminResult> {
  const db = deps.db;
  if (email && password) {
    const existing = await repo.findAccountForPromotion(db, email);
    if (!existing && (await createAdminUnlessTaken(db, email, password))) {
      return { kind: 'configured', email, created: true, passwordReplaced: false };
    }
    const account = existing ?? (await repo.findAccountForPromotion(db, email));
    const passwordReplaced = account ? await promoteWithAdminPassword(deps, account, password) : false;
    return { kind: 'configured', email, created: false, passwordReplaced };
  }
  if ((await repo.countAdmins(db)) > 0) return { kind: 'present' };
  const generated = `${createSecret(12)}A1a`;
  if (!(await createAdminUnlessTaken(db, DEFAULT_ADMIN_EMAIL, generated))) return { kind: 'present' };
  return { kind: 'generated', email: DEFAULT_ADMIN_EMAIL, password: generated };
}
