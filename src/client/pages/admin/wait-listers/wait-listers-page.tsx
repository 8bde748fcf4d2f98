import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../../shared/constants';
import { WaitListersListSchema, type WaitLister } from '../../../../shared/schemas/accounts.schema';
import { useT } from '../../../app/i18n';
import { trpc } from '../../../app/trpc';
import { WaitListerStatusBadge } from '../components/badges';
import { DataTable, type Column } from '../components/data-table';
import { DateTime } from '../components/date-time';
import { PageHeader } from '../components/page-header';
import { Pager, useAfter } from '../components/pager';
import { useHydrated } from '../../../lib/use-hydrated';
import { useFocusKeptWhileBusy } from '../../../lib/use-focus-kept-while-busy';
import { NoticeRegion } from '../components/notice-region';

export function WaitListersPage() {
  const t = useT();
  const after = useAfter(WaitListersListSchema);
  const utils = trpc.useUtils();
  const [{ waitListers }] = trpc.admin.waitListers.list.useSuspenseQuery({ after });
  const invite = trpc.admin.waitListers.invite.useMutation();
  const hydrated = useHydrated();
  useFocusKeptWhileBusy(invite.isPending);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function inviteOne(row: WaitLister) {
    setNotice(null);
    try {
      await invite.mutateAsync({ waitListerId: row.id });
      setNotice({ kind: 'success', text: t('admin.waitListers.invited', { email: row.email }) });
    } catch {
      setNotice({ kind: 'error', text: t('admin.waitListers.inviteFailed') });
    }
    await utils.admin.waitListers.list.invalidate();
  }

  const columns: Column<WaitLister>[] = [
    { key: 'email', header: t('admin.waitListers.email'), cell: (w) => w.email, className: 'strong' },
    { key: 'status', header: t('admin.waitListers.status'), cell: (w) => <WaitListerStatusBadge status={w.status} /> },
    { key: 'createdAt', header: t('admin.waitListers.createdAt'), cell: (w) => <DateTime iso={w.createdAt} /> },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('admin.table.actions')}</span>,
      className: 'actions',
      // Someone invited may be invited again (a code lasts 14 days, and mail goes astray): a new code goes out.
      cell: (w) => {
        if (w.status === 'joined') return null;
        const again = w.status === 'invited';
        return (
          <button
            type="button"
            className="button small secondary"
            disabled={invite.isPending || !hydrated}
            aria-label={t(again ? 'admin.waitListers.inviteAgainLabel' : 'admin.waitListers.inviteLabel', {
              email: w.email,
            })}
            onClick={() => void inviteOne(w)}
          >
            {invite.isPending && invite.variables?.waitListerId === w.id
              ? t('admin.waitListers.inviting')
              : t(again ? 'admin.waitListers.inviteAgain' : 'admin.waitListers.invite')}
          </button>
        );
      },
    },
  ];

  return (
    <section className="admin-page">
      <PageHeader title={t('admin.waitListers.title')} intro={t('admin.waitListers.intro')} />
      <NoticeRegion notice={notice} />
      <DataTable
        caption={t('admin.waitListers.caption')}
        columns={columns}
        rows={waitListers}
        rowKey={(w) => w.id}
        empty={after ? t('admin.table.endOfList') : undefined}
      />
      <Pager
        after={after}
        nextAfter={waitListers.at(-1)?.email}
        rowCount={waitListers.length}
        pageSize={ADMIN_PAGE_SIZE}
      />
    </section>
  );
}
