import { useI18n } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import '../../app/texts/result';

/** The average score, to one decimal (product §4): 4.0, not 4. */
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** Games played, average score, current and longest streak (kept on the server, so on every device). */
export function GameStats() {
  const { t, formatNumber } = useI18n();
  const [stats] = trpc.games.stats.useSuspenseQuery();
  const days = (n: number) => (n === 1 ? t('result.stats.day') : t('result.stats.days', { count: formatNumber(n) }));
  const items = [
    { key: 'played', label: t('result.stats.played'), value: formatNumber(stats.played) },
    {
      key: 'average',
      label: t('result.stats.average'),
      value: stats.averageScore === null ? '–' : formatNumber(stats.averageScore, ONE_DECIMAL),
    },
    { key: 'current', label: t('result.stats.currentStreak'), value: days(stats.currentStreak) },
    { key: 'longest', label: t('result.stats.longestStreak'), value: days(stats.longestStreak) },
  ];
  return (
    <section className="card game-side-card" aria-labelledby="game-stats-title">
      <h2 id="game-stats-title" className="game-side-title">
        {t('result.stats.heading')}
      </h2>
      <dl className="game-stats">
        {items.map((item) => (
          <div key={item.key} className="game-stat" data-stat={item.key}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
