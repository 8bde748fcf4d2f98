import type { AdminAccount, CreateAccountInput } from '../../../shared/schemas/admin.schema';
import { PASSWORD_RULE_MESSAGE } from '../../../shared/schemas/common.schema';
import type { Db } from '../../db/database';
import { createAccount } from './accounts.service';
import { isAcceptedNewPassword } from '../auth';
import { inputError } from '../../trpc/errors';
import * as repo from './accounts.admin.repository';

export async function listAccounts(
  db: Db,
  page: { after?: string; limit: number },
): Promise<{ accounts: AdminAccount[] }> {
  const rows = await repo.listAccounts(db, page);
  return {
    accounts: rows.map((row) => ({
      id: row.id,
      email: row.email,
      roles: row.roles,
      createdAt: row.created_at.toISOString(),
    })),
  };
}

/** A staff-made account is a player (no roles); a taken e-mail is a 409 `email_taken`. */
export async function createPlayerAccount(db: Db, input: CreateAccountInput): Promise<{ id: string }> {
  // One of the most used passwords: refused like any other invalid one (ASVS; product §10.2).
  if (!isAcceptedNewPassword(input.password))
    throw inputError([{ code: 'invalid.password', message: PASSWORD_RULE_MESSAGE }]);
  const account = await createAccount(db, { email: input.email, password: input.password, roles: [] });
  return { id: account.id };
}
