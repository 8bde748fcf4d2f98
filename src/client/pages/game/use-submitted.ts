import { useCallback } from 'react';
import type { Submission } from '../../../shared/schemas/games.schema';
import { trpc } from '../../app/trpc';

/** After a submission: the game's cached copies know it, and the archive and stats are fetched again. */
export function useSubmitted() {
  const utils = trpc.useUtils();
  return useCallback(
    (submission: Submission) => {
      const gameId = submission.game.id;
      utils.games.byId.setData({ gameId }, (old) => (old ? { ...old, hasSubmission: true, submission } : old));
      void utils.games.month.invalidate({ yearAndMonth: submission.game.date.slice(0, 6) });
      void utils.games.stats.invalidate();
    },
    [utils],
  );
}
