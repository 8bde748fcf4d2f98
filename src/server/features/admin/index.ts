import type { ServerFeature } from '../feature';
import { adminRestRoutes } from './admin.rest';

/** The staff area: REST adapters of its lists and the 404 preflight of its record pages. */
export const adminFeature: ServerFeature = {
  name: 'admin',
  restRoutes: adminRestRoutes,
  preflights: {
    '/admin/games/:gameId': (api, params) => api.admin.games.byId({ gameId: params.gameId ?? '' }),
  },
};
