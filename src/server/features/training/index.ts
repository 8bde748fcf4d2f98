import fp from 'fastify-plugin';
import { registerRestRoutes } from '../../plugins/rest';
import { TrainingTurns } from './training-turn.batches';
import { trainingRestRoutes } from './training.rest';

declare module 'fastify' {
  interface FastifyInstance {
    /** Players' training turns, read and written together for the requests of one turn of the event loop. */
    trainingTurns: TrainingTurns;
  }
}

export { trainingAnswersOf } from './training.fragments';

/** Training: the words a player missed, brought back until known (its procedures are in training.router.ts). */
export const trainingPlugin = fp(
  async (app) => {
    app.decorate('trainingTurns', new TrainingTurns(app.db));
    registerRestRoutes(app, app, trainingRestRoutes);
  },
  { name: 'training', dependencies: ['core'] },
);
