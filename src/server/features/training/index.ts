import type { ServerFeature } from '../feature';
import { trainingRestRoutes } from './training.rest';

export const trainingFeature: ServerFeature = {
  name: 'training',
  restRoutes: trainingRestRoutes,
};
