import type { ServerFeature } from '../feature';
import { authRestRoutes } from './auth.rest';

export const authFeature: ServerFeature = {
  name: 'auth',
  restRoutes: authRestRoutes,
};
