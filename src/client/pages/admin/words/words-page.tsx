import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_WORDS_PAGE_SIZE } from '../../../../shared/constants';
import { truncateWords } from '../../../../shared/format';
import type { AdminWord } from '../../../../shared/schemas/admin-words.schema';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../app/trpc';
import { Badge } from '../components/badges';
import { DataTable, type Column } from '../components/data-table';
import { DateTime } from '../components/date-time';
import { PageHeader } from '../components/page-header';
import { wordsListInput } from '../components/list-params';
import { Pager } from '../components/pager';
import { WordSearch } from './word-search';
import { useHydrated } from '../../../lib/use-hydrated';

type Sort = 'none' | 'ascending' | 'descending';
const NEXT_SORT: Record<Sort, Sort> = { none: 'ascending', ascending: 'descending', descending: 'none' };

/** This page's rows by correct rate (hardest first when ascending); unanswered words last. */
function sortByCorrectRate(words: AdminWord[], sort: Sort): AdminWord[] {
  if (sort === 'none') return words;
  const sign = sort === 'ascending' ? 1 : -1;
  return [...words].sort((a, b) => {
    const x = a.insight.correctRate;
    const y = b.insight.correctRate;
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x - y) * sign;
  });
}

export function WordsPage() {
  const { t, formatNumber } = useI18n();
  const [params] = useSearchParams();
  const input = wordsListInput(params);
  const { after, problematic } = input;
  const [{ words }] = trpc.admin.words.list.useSuspenseQuery(input);
  const [sort, setSort] = useState<Sort>('none');
  const hydrated = useHydrated();
  const percent = (rate: number) => formatNumber(rate, { style: 'percent', maximumFractionDigits: 0 });

  const columns: Column<AdminWord>[] = [
    {
      key: 'canonical',
      header: t('admin.words.columns.canonical'),
      cell: (w) => (
        <span className="cell-with-badge">
          <Link to={`/admin/words/${w.id}`} className="strong">
            {w.canonical.text}
          </Link>
          {w.retired && <Badge tone="neutral">{t('admin.words.retired')}</Badge>}
        </span>
      ),
    },
    { key: 'number', header: t('admin.words.columns.number'), cell: (w) => w.number, className: 'num mono' },
    { key: 'createdAt', header: t('admin.words.columns.createdAt'), cell: (w) => <DateTime iso={w.createdAt} /> },
    {
      key: 'definition',
      header: t('admin.words.columns.definition'),
      cell: (w) => truncateWords(w.definition.text),
      className: 'preview',
    },
    {
      key: 'sentence1',
      header: t('admin.words.columns.sentence1'),
      cell: (w) => truncateWords(w.sentences[0].text),
      className: 'preview',
    },
    {
      key: 'sentence2',
      header: t('admin.words.columns.sentence2'),
      cell: (w) => truncateWords(w.sentences[1].text),
      className: 'preview',
    },
    {
      key: 'correctRate',
      className: 'num',
      label: t('admin.words.columns.correctRate'),
      sort,
      header: (
        <button
          type="button"
          className="sort-button"
          aria-label={t('admin.words.sortBy', { column: t('admin.words.columns.correctRate') })}
          onClick={() => setSort(NEXT_SORT[sort])}
          disabled={!hydrated}
        >
          {t('admin.words.columns.correctRate')}
          <span className={`sort-arrow sort-${sort}`} aria-hidden="true" />
        </button>
      ),
      cell: (w) => (w.insight.correctRate === null ? t('admin.words.noAnswers') : percent(w.insight.correctRate)),
    },
    {
      key: 'audio',
      header: t('admin.words.columns.audio'),
      cell: (w) =>
        w.problematic ? (
          <Badge tone="bad">{t('admin.words.problematic')}</Badge>
        ) : (
          <Badge tone="ok">{t('admin.words.ok')}</Badge>
        ),
    },
  ];

  const filterParams = new URLSearchParams(problematic ? {} : { problematic: 'true' });
  return (
    <section className="admin-page">
      <PageHeader
        title={t('admin.words.title')}
        intro={problematic ? t('admin.words.problematicIntro') : t('admin.words.intro')}
        actions={
          <>
            <Link className={`button small ${problematic ? '' : 'secondary'}`} to={{ search: filterParams.toString() }}>
              {problematic ? t('admin.words.showAll') : t('admin.words.problematicOnly')}
            </Link>
            <Link className="button small" to="/admin/words/new">
              {t('admin.words.newWord')}
            </Link>
          </>
        }
      />
      <WordSearch />
      <DataTable
        caption={t('admin.words.caption')}
        columns={columns}
        rows={sortByCorrectRate(words, sort)}
        rowKey={(w) => w.id}
        rowClassName={(w) => (w.problematic ? 'row-warn' : undefined)}
        empty={after ? t('admin.table.endOfList') : undefined}
      />
      <Pager
        after={after}
        nextAfter={words.at(-1)?.canonical.text}
        rowCount={words.length}
        pageSize={ADMIN_WORDS_PAGE_SIZE}
      />
    </section>
  );
}
