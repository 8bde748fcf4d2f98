import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../../db/database';

export function insertAccount(db: Db, row: { email: string; passwordHash: string; roles: string[] }) {
  return db
    .insertInto('accounts')
    .values({ email: row.email, password_hash: row.passwordHash, roles: row.roles })
    .returning(['id', 'email', 'roles', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Accounts to join on their id: `id`, `email` and `roles` (never the password hash). */
export function accountsToJoin(db: DbOrTrx) {
  return db.selectFrom('accounts').select(['id', 'email', 'roles']);
}

/** The account of an e-mail address (any case), with its password hash: for logging in. */
export function findAccountByEmail(db: Db, email: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'email', 'roles', 'password_hash', 'created_at'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findAccountById(db: Db, id: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'email', 'roles', 'password_hash', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findAccountIdByEmail(db: Db, email: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'roles'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** The account ADMIN_EMAIL names, with what decides whether it may become admin as it is. */
export function findAccountForPromotion(db: Db, email: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'roles', 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function addRole(db: Db, accountId: string, role: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ roles: sql<string[]>`array_append(roles, ${role})` })
    .where('id', '=', accountId)
    .where(sql<boolean>`not (${role} = any(roles))`)
    .execute();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(sql<boolean>`'admin' = any(roles)`)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** Is this error the unique e-mail index refusing a second account? */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export async function updatePasswordHash(db: Db, accountId: string, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ password_hash: passwordHash, password_changed_at: now })
    .where('id', '=', accountId)
    .execute();
}

/**
 * The same password hashed again with the current parameters: unlike a change of password it keeps
 * password_changed_at and the sessions, and it changes nothing if the hash changed meanwhile.
 */
export async function replaceOutdatedPasswordHash(
  db: Db,
  accountId: string,
  outdatedHash: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ password_hash: passwordHash })
    .where('id', '=', accountId)
    .where('password_hash', '=', outdatedHash)
    .execute();
}
