import { paramsOf, queryOf, type RestRoute } from '../../plugins/rest';

/** The staff paths of sessions: adapters over admin.sessions.*. */
export const sessionsAdminRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/admin/sessions',
    access: 'admin',
    call: (api, req) => api.admin.sessions.list(queryOf(req)),
  },
  {
    method: 'DELETE',
    url: '/api/admin/sessions/:sessionId',
    access: 'admin',
    status: 204,
    call: (api, req) => api.admin.sessions.end({ sessionId: paramsOf(req).sessionId ?? '' }),
  },
];
