import { bodyOf, paramsOf, queryOf, type RestRoute } from '../../plugins/rest';

/** The staff paths of accounts and the waiting list: adapters over admin.accounts.* and admin.waitListers.*. */
export const accountsAdminRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/admin/accounts',
    access: 'admin',
    call: (api, req) => api.admin.accounts.list(queryOf(req)),
  },
  {
    method: 'POST',
    url: '/api/admin/accounts',
    access: 'admin',
    status: 201,
    call: (api, req) => api.admin.accounts.create(bodyOf(req)),
  },
  {
    method: 'GET',
    url: '/api/admin/wait-listers',
    access: 'admin',
    call: (api, req) => api.admin.waitListers.list(queryOf(req)),
  },
  {
    method: 'POST',
    url: '/api/admin/wait-listers/:waitListerId/invite',
    access: 'admin',
    call: (api, req) => api.admin.waitListers.invite({ waitListerId: paramsOf(req).waitListerId! }),
  },
];
