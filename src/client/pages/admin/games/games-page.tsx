import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../../shared/constants';
import { GamesPageSchema, type AdminGameRow } from '../../../../shared/schemas/admin.schema';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../app/trpc';
import { DataTable, type Column } from '../components/data-table';
import { DateTime } from '../components/date-time';
import { PageHeader } from '../components/page-header';
import { Pager, useAfter } from '../components/pager';

export function GamesPage() {
  const { t, formatGameDate, formatNumber } = useI18n();
  const after = useAfter(GamesPageSchema);
  const [{ games }] = trpc.admin.games.list.useSuspenseQuery({ after });

  const columns: Column<AdminGameRow>[] = [
    {
      key: 'date',
      header: t('admin.games.date'),
      cell: (g) => (
        <Link to={`/admin/games/${g.id}`} className="strong">
          {formatGameDate(g.date)}
        </Link>
      ),
    },
    { key: 'wordCount', header: t('admin.games.wordCount'), cell: (g) => formatNumber(g.wordCount), className: 'num' },
    { key: 'createdAt', header: t('admin.games.createdAt'), cell: (g) => <DateTime iso={g.createdAt} /> },
  ];

  return (
    <section className="admin-page">
      <PageHeader title={t('admin.games.title')} intro={t('admin.games.intro')} />
      <DataTable
        caption={t('admin.games.caption')}
        columns={columns}
        rows={games}
        rowKey={(g) => g.id}
        empty={after ? t('admin.table.endOfList') : undefined}
      />
      <Pager after={after} nextAfter={games.at(-1)?.date} rowCount={games.length} pageSize={ADMIN_PAGE_SIZE} />
    </section>
  );
}
