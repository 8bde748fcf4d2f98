import { useCallback } from 'react';
import type { Submission } from '../../../shared/schemas/games.schema';
import { useT } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { GameScreen } from './game-screen';
import { PageBoundary } from '../../components/ui/page-boundary';
import { useSubmitted } from './use-submitted';

function DailyGame() {
  const [game] = trpc.games.daily.useSuspenseQuery();
  const utils = trpc.useUtils();
  const submitted = useSubmitted();
  const onSubmitted = useCallback(
    (submission: Submission) => {
      utils.games.daily.setData(undefined, (old) => (old ? { ...old, hasSubmission: true, submission } : old));
      submitted(submission);
    },
    [submitted, utils],
  );
  return <GameScreen game={game} daily onSubmitted={onSubmitted} />;
}

/** `/` and `/daily`: today's game (product §4). */
export function DailyPage() {
  const t = useT();
  return (
    <div className="game-page">
      <title>{t('common.pageTitle', { page: t('game.title') })}</title>
      <PageBoundary
        loading={t('game.loading')}
        resetKey="daily"
        notFound={<p className="card game-card game-not-ready">{t('game.notReady')}</p>}
      >
        <DailyGame />
      </PageBoundary>
    </div>
  );
}
