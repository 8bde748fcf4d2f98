import type { WordInsight } from '../../../../shared/schemas/admin-words.schema';
import { useI18n } from '../../../app/i18n';

/** How players do with this word: correct rates in games and training, and the usual misspellings. */
export function WordInsightPanel({ insight, difficulty }: { insight: WordInsight; difficulty: number }) {
  const { t, formatNumber } = useI18n();
  const percent = (rate: number) => formatNumber(rate, { style: 'percent', maximumFractionDigits: 0 });
  const answered = insight.gameAnswers + insight.trainingAnswers;
  return (
    <section className="card word-insight" aria-labelledby="insight-title">
      <h2 id="insight-title">{t('admin.words.insight.title')}</h2>
      <dl className="stat-grid">
        <div>
          <dt>{t('admin.words.insight.correctRate')}</dt>
          <dd className="stat">
            {insight.correctRate === null ? t('admin.words.noAnswers') : percent(insight.correctRate)}
          </dd>
        </div>
        <div>
          <dt>{t('admin.words.insight.games')}</dt>
          <dd>{t('admin.words.insight.answers', { correct: insight.gameCorrect, total: insight.gameAnswers })}</dd>
        </div>
        <div>
          <dt>{t('admin.words.insight.training')}</dt>
          <dd>
            {t('admin.words.insight.answers', { correct: insight.trainingCorrect, total: insight.trainingAnswers })}
          </dd>
        </div>
        <div>
          <dt>{t('admin.words.insight.difficulty')}</dt>
          <dd>{t('admin.words.insight.difficultyValue', { value: difficulty })}</dd>
        </div>
      </dl>
      {answered === 0 && <p className="muted">{t('admin.words.insight.noAnswers')}</p>}
      <h3>{t('admin.words.insight.misspellings')}</h3>
      {insight.misspellings.length === 0 ? (
        <p className="muted">{t('admin.words.insight.noMisspellings')}</p>
      ) : (
        <table className="admin-table compact">
          <thead>
            <tr>
              <th scope="col">{t('admin.words.insight.guess')}</th>
              <th scope="col" className="num">
                {t('admin.words.insight.count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {insight.misspellings.map((m) => (
              <tr key={m.guess}>
                <td className="mono">{m.guess}</td>
                <td className="num">{formatNumber(m.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
