import { ADMIN_PAGE_SIZE } from '../../../shared/constants';
import type { Locale } from '../../../shared/i18n';
import type { WaitLister } from '../../../shared/schemas/accounts.schema';
import type { AppDeps } from '../../deps';
import * as repo from './wait-listers.repository';

/**
 * The e-mail arrives trimmed and lower-cased (WaitingListSchema); a second request changes nothing.
 * The page's language is kept: the invitation will be written in it.
 */
export async function joinWaitingList(deps: AppDeps, email: string, locale: Locale): Promise<void> {
  await repo.insertWaitLister(deps.db, { email, locale, now: deps.now() });
}

export async function listWaitListers(
  deps: AppDeps,
  input: { after?: string; limit?: number },
): Promise<{ waitListers: WaitLister[] }> {
  const rows = await repo.listWaitListers(deps.db, {
    after: input.after,
    limit: Math.min(input.limit ?? ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE),
  });
  return {
    waitListers: rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status,
      createdAt: row.created_at.toISOString(),
    })),
  };
}
