import { useSuspenseQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import type { Submission } from '../../../shared/schemas/games.schema';
import { useI18n } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { NotFoundPage } from '../../components/ui/status-page';
import { readCallError } from '../../lib/errors';
import { GameScreen } from './game-screen';
import { PageBoundary } from '../../components/ui/page-boundary';
import { pastGameKey, type PastGameData } from './past-game-query';
import { useSubmitted } from './use-submitted';

/**
 * A game by id. An unknown id is an answer here, not an error, so the server renders the
 * not-found page itself (with HTTP 404 from its read before rendering) and the browser hydrates it as is.
 */
function PastGame({ gameId }: { gameId: string }) {
  const { t, formatGameDate } = useI18n();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const submitted = useSubmitted();
  const [clock] = trpc.games.clock.useSuspenseQuery();
  const { data } = useSuspenseQuery({
    queryKey: pastGameKey(gameId),
    queryFn: async (): Promise<PastGameData> => {
      try {
        return { game: await utils.client.games.byId.query({ gameId }) };
      } catch (error) {
        if (readCallError(error).status === 404) return { game: null };
        throw error;
      }
    },
  });
  const onSubmitted = useCallback(
    (submission: Submission) => {
      queryClient.setQueryData<PastGameData>(pastGameKey(gameId), (old) =>
        old?.game ? { game: { ...old.game, hasSubmission: true, submission } } : old,
      );
      submitted(submission);
    },
    [gameId, queryClient, submitted],
  );
  if (!data.game) return <NotFoundPage />;
  return (
    <>
      <title>
        {t('common.pageTitle', { page: t('game.pastTitle', { date: formatGameDate(data.game.date, 'short') }) })}
      </title>
      <GameScreen game={data.game} daily={clock.today === data.game.date} onSubmitted={onSubmitted} />
    </>
  );
}

/** `/games/{gameId}`: a past game, played or shown the same way as today's. */
export function PastGamePage() {
  const { t } = useI18n();
  const { gameId = '' } = useParams();
  return (
    <div className="game-page">
      <PageBoundary loading={t('game.loadingPast')} resetKey={gameId}>
        <PastGame key={gameId} gameId={gameId} />
      </PageBoundary>
    </div>
  );
}
