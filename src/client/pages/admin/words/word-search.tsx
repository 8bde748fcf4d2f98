import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../app/i18n';
import { trpc } from '../../../app/trpc';
import { CheckIcon, CrossIcon } from '../../../components/ui/verdict-icons';
import { useHydrated } from '../../../lib/use-hydrated';
import { useFocusKeptWhileBusy } from '../../../lib/use-focus-kept-while-busy';

/** 'Find words': several words at once, each answered as found (a link) or not found. */
export function WordSearch() {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const search = trpc.admin.words.search.useQuery({ q }, { enabled: q !== '', staleTime: 0 });
  const result = search.data?.result ?? [];
  const found = result.filter((row) => row.hit).length;
  useFocusKeptWhileBusy(search.isFetching);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setQ(text.trim());
  }

  return (
    <div className="word-search card">
      <form className="word-search-form" role="search" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('admin.words.search.label')}</label>
          <div className="input-row">
            <input
              id={`${id}-q`}
              type="search"
              value={text}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-hint`}
              onChange={(e) => setText(e.target.value)}
              disabled={!hydrated}
            />
            <button type="submit" className="button small" disabled={search.isFetching || !hydrated}>
              {search.isFetching ? t('admin.words.search.busy') : t('admin.words.search.submit')}
            </button>
          </div>
          <p id={`${id}-hint`} className="field-hint">
            {t('admin.words.search.hint')}
          </p>
        </div>
      </form>
      <div aria-live="polite">
        {q !== '' && search.data && (
          <div className="search-results">
            <p className="muted search-summary">{t('admin.words.search.summary', { found, total: result.length })}</p>
            <ul aria-label={t('admin.words.search.results')}>
              {result.map((row, index) => (
                <li key={`${row.searchWord}-${index}`} className={row.hit ? 'hit' : 'miss'}>
                  {row.hit ? (
                    <Link to={`/admin/words/${row.hit.id}`}>
                      <CheckIcon width={16} height={16} />
                      <strong>{row.searchWord}</strong>
                      <span className="search-verdict">{t('admin.words.search.found')}</span>
                    </Link>
                  ) : (
                    <span>
                      <CrossIcon width={16} height={16} />
                      <strong>{row.searchWord}</strong>
                      <span className="search-verdict">{t('admin.words.search.notFound')}</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
