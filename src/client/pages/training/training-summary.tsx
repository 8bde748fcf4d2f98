import { TRAINING_ACCURACY_WINDOW } from '../../../shared/schemas/training.schema';
import { useI18n } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import '../../app/texts/training';

/** Accuracy of the last 50 answers, words learned, words due, and the level new words come from. */
export function TrainingSummary() {
  const { t, formatNumber } = useI18n();
  const [summary] = trpc.training.summary.useSuspenseQuery();
  const accuracy =
    summary.accuracy === null
      ? t('training.summary.accuracyEmpty')
      : formatNumber(summary.accuracy, { style: 'percent', maximumFractionDigits: 0 });
  let accuracyHint = t('training.summary.accuracyNone');
  if (summary.recentAnswers === 1) accuracyHint = t('training.summary.accuracyHintOne');
  else if (summary.recentAnswers > 1) {
    accuracyHint = t('training.summary.accuracyHint', {
      count: Math.min(summary.recentAnswers, TRAINING_ACCURACY_WINDOW),
    });
  }
  const stats = [
    { key: 'accuracy', value: accuracy, label: t('training.summary.accuracy'), hint: accuracyHint },
    {
      key: 'learned',
      value: formatNumber(summary.learned),
      label: t('training.summary.learned'),
      hint: t('training.summary.learnedHint'),
    },
    {
      key: 'due',
      value: formatNumber(summary.due),
      label: t('training.summary.due'),
      hint: t('training.summary.dueHint'),
    },
  ];
  return (
    <section className="training-summary" aria-labelledby="training-summary-title">
      <h2 id="training-summary-title" className="visually-hidden">
        {t('training.summary.label')}
      </h2>
      <dl className="training-stats">
        {stats.map((stat) => (
          <div key={stat.key} className="training-stat" data-stat={stat.key}>
            <dt>{stat.label}</dt>
            <dd className="training-stat-value">{stat.value}</dd>
            <dd className="training-stat-hint">{stat.hint}</dd>
          </div>
        ))}
      </dl>
      <p className="training-level">
        <strong>{t('training.summary.level', { level: summary.level })}</strong>{' '}
        <span className="muted">{t('training.summary.levelHint')}</span>
      </p>
    </section>
  );
}
