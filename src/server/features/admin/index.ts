import type { ServerFeature } from '../feature';
import { adminRestRoutes } from './admin.rest';

/** The staff area: REST adapters of its lists. */
export const adminFeature: ServerFeature = {
  name: 'admin',
  restRoutes: adminRestRoutes,
};
