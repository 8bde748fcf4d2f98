import { Link, useParams } from 'react-router';
import type { AdminGame } from '../../../../shared/schemas/admin.schema';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../app/trpc';
import { DataTable, type Column } from '../components/data-table';
import { PageHeader } from '../components/page-header';

type GameWord = AdminGame['words'][number];

/** One game: its date as the heading and its words in order, each linking to its word page. */
export function GamePage() {
  const { t, formatGameDate, formatDateTime } = useI18n();
  const { gameId = '' } = useParams();
  const [game] = trpc.admin.games.byId.useSuspenseQuery({ gameId });

  const columns: Column<GameWord & { position: number }>[] = [
    { key: 'position', header: t('admin.game.position'), cell: (w) => w.position, className: 'num narrow' },
    { key: 'number', header: t('admin.game.wordNumber'), cell: (w) => w.number, className: 'num narrow mono' },
    {
      key: 'canonical',
      header: t('admin.game.canonical'),
      cell: (w) => (
        <Link to={`/admin/words/${w.id}`} className="strong">
          {w.canonical}
        </Link>
      ),
    },
  ];

  return (
    <section className="admin-page">
      <PageHeader
        title={formatGameDate(game.date)}
        intro={t('admin.game.createdAt', { when: formatDateTime(game.createdAt) })}
        back={{ to: '/admin/games', label: t('admin.game.back') }}
      />
      <DataTable
        caption={t('admin.game.caption')}
        columns={columns}
        rows={game.words.map((word, index) => ({ ...word, position: index + 1 }))}
        rowKey={(w) => w.id}
        empty={t('admin.game.noWords')}
      />
    </section>
  );
}
