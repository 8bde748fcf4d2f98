import fp from 'fastify-plugin';
import { registerRestRoutes } from '../../plugins/rest';
import { accountsAdminRestRoutes } from './accounts.admin.rest';
import { accountsRestRoutes } from './accounts.rest';

export { accountsToJoin, findAccountByEmail, replaceOutdatedPasswordHash } from './accounts.repository';

/** Sign-up with invitations, the waiting list, password change, recovery and reset; staff's accounts and waiting list. */
export const accountsPlugin = fp(
  async (app) => {
    registerRestRoutes(app, app, [...accountsRestRoutes, ...accountsAdminRestRoutes]);
  },
  { name: 'accounts', dependencies: ['core', 'auth', 'mail'] },
);
