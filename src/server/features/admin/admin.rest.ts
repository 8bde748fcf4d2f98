import { bodyOf, paramsOf, queryOf, type RestRoute } from '../../plugins/rest';

/** Contract §4's admin paths for accounts, games and sessions: thin adapters over admin.* procedures. */
export const adminRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/admin/accounts', call: (api, req) => api.admin.accounts.list(queryOf(req)) },
  {
    method: 'POST',
    url: '/api/admin/accounts',
    status: 201,
    call: (api, req) => api.admin.accounts.create(bodyOf(req)),
  },
  { method: 'GET', url: '/api/admin/games', call: (api, req) => api.admin.games.list(queryOf(req)) },
  {
    method: 'GET',
    url: '/api/admin/games/:gameId',
    call: (api, req) => api.admin.games.byId({ gameId: paramsOf(req).gameId ?? '' }),
  },
  { method: 'GET', url: '/api/admin/sessions', call: (api, req) => api.admin.sessions.list(queryOf(req)) },
  {
    method: 'DELETE',
    url: '/api/admin/sessions/:sessionId',
    status: 204,
    call: (api, req) => api.admin.sessions.end({ sessionId: paramsOf(req).sessionId ?? '' }),
  },
];
