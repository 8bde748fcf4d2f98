import { Suspense } from 'react';
import { useT } from '../../app/i18n';
import { PageSpinner } from '../../components/ui/page-spinner';
import { PageBoundary } from '../../components/ui/page-boundary';
import { TrainingHistory } from './training-history';
import { TrainingPlay } from './training-play';
import { TrainingSummary } from './training-summary';
import '../../app/texts/training';

/** /training (product §8): endless practice; missed words come back until they are learned. */
export function TrainingPage() {
  const t = useT();
  return (
    <div className="training">
      <title>{t('common.pageTitle', { page: t('training.title') })}</title>
      <header className="training-header">
        <p className="training-eyebrow">{t('training.eyebrow')}</p>
        <h1>{t('training.title')}</h1>
        <p className="training-intro muted">{t('training.intro')}</p>
      </header>
      <PageBoundary loading={t('training.loading')} resetKey="training">
        <div className="training-layout">
          <div className="card training-main">
            <TrainingPlay />
          </div>
          <div className="training-side">
            <Suspense fallback={<PageSpinner />}>
              <div className="card training-side-card">
                <TrainingSummary />
              </div>
              <div className="card training-side-card">
                <TrainingHistory />
              </div>
            </Suspense>
          </div>
        </div>
      </PageBoundary>
    </div>
  );
}
