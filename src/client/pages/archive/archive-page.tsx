import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ARCHIVE_START_YEAR } from '../../../shared/constants';
import { useI18n } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { PageBoundary } from '../../components/ui/page-boundary';
import { ArchiveMonth } from './archive-month';
import { readArchiveMonth, yearAndMonthOf } from './archive-month-param';
import '../../app/texts/archive';

function ArchiveBrowser() {
  const { t, formatMonth, formatMonthName } = useI18n();
  const [clock] = trpc.games.clock.useSuspenseQuery();
  const [params, setParams] = useSearchParams();
  const { year, month } = readArchiveMonth(params.get('month'), clock.today);
  const thisYear = Number(clock.today.slice(0, 4));
  const lastMonth = year === thisYear ? Number(clock.today.slice(4, 6)) : 12;
  const years = Array.from({ length: thisYear - ARCHIVE_START_YEAR + 1 }, (_, i) => thisYear - i);
  const months = Array.from({ length: lastMonth }, (_, i) => i + 1);
  const yearId = useId();
  const monthId = useId();
  const label = formatMonth(year, month);
  const yearAndMonth = yearAndMonthOf({ year, month });
  const show = (y: number, m: number) => setParams({ month: yearAndMonthOf({ year: y, month: m }) }, { replace: true });

  return (
    <>
      <div className="archive-filters">
        <div className="field">
          <label htmlFor={yearId}>{t('archive.year')}</label>
          {/* A new year starts at January (product §7). */}
          <select id={yearId} value={year} onChange={(e) => show(Number(e.target.value), 1)}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={monthId}>{t('archive.month')}</label>
          <select id={monthId} value={month} onChange={(e) => show(year, Number(e.target.value))}>
            {months.map((m) => (
              <option key={m} value={m}>
                {formatMonthName(m)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* Keyed: a new month is a new boundary, so its 'Fetching games…' shows even inside a navigation transition. */}
      <PageBoundary key={yearAndMonth} loading={t('archive.fetching', { month: label })} resetKey={yearAndMonth}>
        <ArchiveMonth yearAndMonth={yearAndMonth} label={label} />
      </PageBoundary>
    </>
  );
}

/** `/archive`: past games by month (product §7). */
export function ArchivePage() {
  const { t } = useI18n();
  return (
    <section className="archive">
      <title>{t('common.pageTitle', { page: t('archive.title') })}</title>
      <header className="archive-header">
        <h1>{t('archive.title')}</h1>
        <p className="muted">{t('archive.intro')}</p>
      </header>
      <PageBoundary loading={t('common.loading')} resetKey="archive">
        <ArchiveBrowser />
      </PageBoundary>
    </section>
  );
}
