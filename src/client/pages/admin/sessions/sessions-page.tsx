import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../../shared/constants';
import { sessionCursor, SessionsPageSchema, type AdminSession } from '../../../../shared/schemas/admin.schema';
import { useT } from '../../../app/i18n';
import { useSession } from '../../../app/session';
import { trpc } from '../../../app/trpc';
import { useLogout } from '../../../app/use-logout';
import { Badge, RoleBadges } from '../components/badges';
import { ConfirmButton } from '../components/confirm-button';
import { DataTable, type Column } from '../components/data-table';
import { DateTime } from '../components/date-time';
import { PageHeader } from '../components/page-header';
import { Pager, useAfter } from '../components/pager';
import { NoticeRegion } from '../components/notice-region';

export function SessionsPage() {
  const t = useT();
  const me = useSession();
  const after = useAfter(SessionsPageSchema);
  const utils = trpc.useUtils();
  const [{ sessions }] = trpc.admin.sessions.list.useSuspenseQuery({ after });
  const end = trpc.admin.sessions.end.useMutation();
  const logout = useLogout();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function endSession(session: AdminSession) {
    setNotice(null);
    try {
      await end.mutateAsync({ sessionId: session.id });
      setNotice({ kind: 'success', text: t('admin.sessions.ended', { id: session.id.slice(0, 8) }) });
    } catch {
      setNotice({ kind: 'error', text: t('admin.sessions.endFailed') });
    }
    await utils.admin.sessions.list.invalidate();
  }

  /** Ending one's own session is logging out: the browser forgets it and goes to /login. */
  function endOrLeave(session: AdminSession) {
    if (session.current) logout.mutate();
    else void endSession(session);
  }

  const columns: Column<AdminSession>[] = [
    {
      key: 'id',
      header: t('admin.sessions.id'),
      cell: (s) => (
        <code className="record-id" title={s.id}>
          {s.id}
        </code>
      ),
      className: 'mono',
    },
    {
      key: 'email',
      header: t('admin.sessions.email'),
      cell: (s) => (
        <span className="cell-with-badge">
          {s.account.email}
          {s.current ? (
            <Badge tone="info">{t('admin.sessions.current')}</Badge>
          ) : (
            s.account.id === me.account?.id && <Badge tone="neutral">{t('admin.sessions.yours')}</Badge>
          )}
        </span>
      ),
    },
    { key: 'roles', header: t('admin.sessions.roles'), cell: (s) => <RoleBadges roles={s.account.roles} /> },
    { key: 'createdAt', header: t('admin.sessions.createdAt'), cell: (s) => <DateTime iso={s.createdAt} /> },
    { key: 'lastSeen', header: t('admin.sessions.lastSeen'), cell: (s) => <DateTime iso={s.lastSeenAt} /> },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('admin.table.actions')}</span>,
      className: 'actions',
      cell: (s) => (
        <ConfirmButton
          label={t('admin.sessions.end')}
          question={t(s.current ? 'admin.sessions.confirmEndOwn' : 'admin.sessions.confirmEnd')}
          confirmLabel={t('admin.sessions.confirmYes')}
          busyLabel={t('admin.sessions.ending')}
          busy={s.current ? logout.isPending : end.isPending && end.variables?.sessionId === s.id}
          onConfirm={() => endOrLeave(s)}
        />
      ),
    },
  ];

  return (
    <section className="admin-page">
      <PageHeader title={t('admin.sessions.title')} intro={t('admin.sessions.intro')} />
      <NoticeRegion notice={notice} />
      <DataTable
        caption={t('admin.sessions.caption')}
        columns={columns}
        rows={sessions}
        rowKey={(s) => s.id}
        empty={after ? t('admin.table.endOfList') : undefined}
      />
      <Pager
        after={after}
        nextAfter={sessions.length > 0 ? sessionCursor(sessions.at(-1) as AdminSession) : undefined}
        rowCount={sessions.length}
        pageSize={ADMIN_PAGE_SIZE}
      />
    </section>
  );
}
