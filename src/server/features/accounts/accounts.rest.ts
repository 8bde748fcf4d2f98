import { bodyOf, type RestRoute } from '../../plugins/rest';

/** Sign-up, the waiting list, password change, recovery and reset: adapters over the `account` procedures. */
export const accountsRestRoutes: RestRoute[] = [
  { method: 'POST', url: '/api/join', access: 'public', call: (api, req) => api.account.join(bodyOf(req)) },
  {
    method: 'POST',
    url: '/api/waiting-list',
    access: 'public',
    call: (api, req) => api.account.joinWaitingList(bodyOf(req)),
  },
  {
    method: 'POST',
    url: '/api/account/password',
    access: 'player',
    call: (api, req) => api.account.changePassword(bodyOf(req)),
  },
  {
    method: 'POST',
    url: '/api/account-recovery',
    access: 'public',
    status: 202,
    call: (api, req) => api.account.requestRecovery(bodyOf(req)),
  },
  {
    method: 'POST',
    url: '/api/reset-password',
    access: 'public',
    call: (api, req) => api.account.resetPassword(bodyOf(req)),
  },
];
