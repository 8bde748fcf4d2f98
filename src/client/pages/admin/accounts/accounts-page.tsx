import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../../shared/constants';
import { AdminPageSchema, type AdminAccount } from '../../../../shared/schemas/admin.schema';
import { useT } from '../../../app/i18n';
import { trpc } from '../../../app/trpc';
import { Alert } from '../../../components/ui/form';
import { useHistoryState } from '../../../lib/use-history-state';
import { RoleBadges } from '../components/badges';
import { DataTable, type Column } from '../components/data-table';
import { DateTime } from '../components/date-time';
import { PageHeader } from '../components/page-header';
import { Pager, useAfter } from '../components/pager';

/** What the New Account page hands back to the list after a creation. */
export interface CreatedState {
  createdEmail?: string;
}

export function AccountsPage() {
  const t = useT();
  const created = useHistoryState<CreatedState>().createdEmail;
  const after = useAfter(AdminPageSchema);
  const [{ accounts }] = trpc.admin.accounts.list.useSuspenseQuery({ after });

  const columns: Column<AdminAccount>[] = [
    { key: 'email', header: t('admin.accounts.email'), cell: (a) => a.email, className: 'strong' },
    { key: 'roles', header: t('admin.accounts.roles'), cell: (a) => <RoleBadges roles={a.roles} /> },
    { key: 'createdAt', header: t('admin.accounts.createdAt'), cell: (a) => <DateTime iso={a.createdAt} /> },
  ];

  return (
    <section className="admin-page">
      <PageHeader
        title={t('admin.accounts.title')}
        intro={t('admin.accounts.intro')}
        actions={
          <Link className="button small" to="/admin/accounts/new">
            {t('admin.accounts.new')}
          </Link>
        }
      />
      {created && <Alert kind="success">{t('admin.accounts.created', { email: created })}</Alert>}
      <DataTable
        caption={t('admin.accounts.caption')}
        columns={columns}
        rows={accounts}
        rowKey={(a) => a.id}
        rowClassName={(a) => (a.email === created ? 'row-highlight' : undefined)}
        empty={after ? t('admin.table.endOfList') : undefined}
      />
      <Pager after={after} nextAfter={accounts.at(-1)?.email} rowCount={accounts.length} pageSize={ADMIN_PAGE_SIZE} />
    </section>
  );
}
