import { bodyOf, type RestRoute } from '../../plugins/rest';

export const authRestRoutes: RestRoute[] = [
  { method: 'POST', url: '/api/login', access: 'public', call: (api, req) => api.auth.login(bodyOf(req)) },
  { method: 'POST', url: '/api/logout', access: 'public', status: 204, call: (api) => api.auth.logout() },
];
