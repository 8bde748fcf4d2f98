import fp from 'fastify-plugin';
import { registerRestRoutes } from '../../plugins/rest';
import { trainingRestRoutes } from './training.rest';

export { trainingAnswersOf } from './training.fragments';

/** Training: the words a player missed, brought back until known (its procedures are in training.router.ts). */
export const trainingPlugin = fp(
  async (app) => {
    registerRestRoutes(app, app, trainingRestRoutes);
  },
  { name: 'training', dependencies: ['core'] },
);
