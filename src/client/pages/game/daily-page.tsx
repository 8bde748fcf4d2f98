import { useCallback, useRef } from 'react';
import type { Submission } from '../../../shared/schemas/games.schema';
import { useT } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { GameScreen } from './game-screen';
import { PageBoundary } from '../../components/ui/page-boundary';
import { useSubmitted } from './use-submitted';

function DailyGame() {
  // A page left open (in another tab, or overnight) asks for today's game again when the player comes
  // back to it or the connection comes back, so a new day shows its own game; never while one is played.
  const inProgress = useRef(false);
  const askAgain = useCallback(() => !inProgress.current, []);
  const [game] = trpc.games.daily.useSuspenseQuery(undefined, {
    refetchOnWindowFocus: askAgain,
    refetchOnReconnect: askAgain,
  });
  const utils = trpc.useUtils();
  const submitted = useSubmitted();
  const onSubmitted = useCallback(
    (submission: Submission) => {
      utils.games.daily.setData(undefined, (old) =>
        old?.id === submission.game.id ? { ...old, hasSubmission: true, submission } : old,
      );
      submitted(submission);
    },
    [submitted, utils],
  );
  const onProgress = useCallback(
    (playing: boolean) => {
      inProgress.current = playing;
      // An answer asked for before Play was pressed does not replace the game being played.
      if (playing) void utils.games.daily.cancel();
    },
    [utils],
  );
  // Another day's game is another screen: its phase and guesses start again.
  return <GameScreen key={game.id} game={game} daily onSubmitted={onSubmitted} onProgress={onProgress} />;
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
