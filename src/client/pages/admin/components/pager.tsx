import { Link, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../../app/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { useHistoryState } from '../../../lib/use-history-state';
import { afterOf, type ListInputSchema } from './list-params';

interface PagingState {
  page?: number;
}

/** The `after` of the page being shown (undefined: the first page), by the list's input schema. */
export function useAfter(schema: ListInputSchema): string | undefined {
  const [params] = useSearchParams();
  return afterOf(params, schema);
}

/**
 * Next Page (after = the last row's sort key) and Previous Page (browser history, so the previous
 * page comes back as it was). Without that history (a shared link), First Page starts over. `after` is
 * the cursor of the page shown as the list read it (a malformed one in the address reads the first page).
 */
export function Pager({
  after,
  nextAfter,
  rowCount,
  pageSize,
}: {
  after: string | undefined;
  nextAfter: string | undefined;
  rowCount: number;
  pageSize: number;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const state = useHistoryState<PagingState>();
  const page = after ? state.page : 1;
  const hasNext = rowCount >= pageSize && nextAfter !== undefined;

  const nextParams = new URLSearchParams(params);
  if (nextAfter !== undefined) nextParams.set('after', nextAfter);
  const firstParams = new URLSearchParams(params);
  firstParams.delete('after');

  return (
    <nav className="pager" aria-label={t('admin.table.paging')}>
      <p className="pager-status muted" aria-live="polite">
        {page !== undefined && <span>{t('admin.table.page', { page })}</span>}
        <span>{t('admin.table.rows', { count: rowCount })}</span>
      </p>
      <div className="pager-buttons">
        {after && state.page !== undefined && (
          <button
            type="button"
            className="button secondary small"
            onClick={() => void navigate(-1)}
            disabled={!hydrated}
          >
            {t('admin.table.previousPage')}
          </button>
        )}
        {after && state.page === undefined && (
          <Link className="button secondary small" to={{ search: firstParams.toString() }}>
            {t('admin.table.firstPage')}
          </Link>
        )}
        {hasNext && (
          <Link
            className="button small"
            to={{ search: nextParams.toString() }}
            state={{ page: (page ?? 1) + 1 } satisfies PagingState}
            preventScrollReset={false}
          >
            {t('admin.table.nextPage')}
          </Link>
        )}
      </div>
    </nav>
  );
}
