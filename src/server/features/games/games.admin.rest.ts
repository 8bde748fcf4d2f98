import { paramsOf, queryOf, type RestRoute } from '../../plugins/rest';

/** The staff paths of games: adapters over admin.games.*. */
export const gamesAdminRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/admin/games', access: 'admin', call: (api, req) => api.admin.games.list(queryOf(req)) },
  {
    method: 'GET',
    url: '/api/admin/games/:gameId',
    access: 'admin',
    call: (api, req) => api.admin.games.byId({ gameId: paramsOf(req).gameId ?? '' }),
  },
];
