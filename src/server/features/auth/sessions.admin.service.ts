import type { AdminSession, SessionCursor } from '../../../shared/schemas/admin.schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../trpc/errors';
import { SESSION_IDLE_MS } from '../../../shared/constants';
import { forgetSessions } from './auth.service';
import * as repo from './sessions.admin.repository';

/** One page of live sessions; `currentSessionId` (the asker's own) is marked `current`. */
export async function listSessions(
  deps: AppDeps,
  page: { after?: SessionCursor | undefined; limit: number },
  currentSessionId: string,
): Promise<{ sessions: AdminSession[] }> {
  const now = deps.now();
  const rows = await repo.listSessions(deps.db, {
    limit: page.limit,
    now,
    liveSince: new Date(now.getTime() - SESSION_IDLE_MS),
    ...(page.after !== undefined ? { after: page.after } : {}),
  });
  // Explicit fields: the token hash is never selected, let alone sent.
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      account: { id: row.account_id, email: row.email, roles: row.roles },
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at.toISOString(),
      current: row.id === currentSessionId,
    })),
  };
}

/** Ends a session: its bearer token stops working at once. An unknown id is a 404. */
export async function endSession(deps: AppDeps, sessionId: string, endedBy: string): Promise<Record<string, never>> {
  if (!(await repo.deleteSessionById(deps.db, sessionId))) throw notFound();
  forgetSessions(deps);
  deps.log.info({ sessionId, endedBy }, 'admin ended a session');
  return {};
}
