import type { TrainingGuessInput } from '../../../shared/schemas/training.schema';
import { bodyOf, paramsOf, type RestRoute } from '../../plugins/rest';
import { notFound } from '../../trpc/errors';

export const trainingRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/training/words',
    access: 'player',
    // Nothing to practise (an empty bank) is a 404 here; the page shows it as a message.
    call: async (api) => (await api.training.next()) ?? Promise.reject(notFound()),
  },
  {
    method: 'POST',
    url: '/api/training/words/:wordId/guesses',
    access: 'player',
    // The contract's answer is {guess, accepted, word}; the attempt record is for the browser's history list.
    call: async (api, req) => {
      const body = bodyOf<Partial<TrainingGuessInput>>(req);
      const { guess, accepted, word } = await api.training.guess({
        wordId: paramsOf(req).wordId ?? '',
        guess: body.guess as string,
      });
      return { guess, accepted, word };
    },
  },
];
