import type { ServerFeature } from '../feature';
import { createInvitesCommand } from './accounts.cli';
import { accountsAdminRestRoutes } from './accounts.admin.rest';
import { accountsRestRoutes } from './accounts.rest';

/** Sign-up with invitations, the waiting list, password change, recovery and reset; staff's accounts and waiting list. */
export const accountsFeature: ServerFeature = {
  name: 'accounts',
  restRoutes: [...accountsRestRoutes, ...accountsAdminRestRoutes],
  cliCommands: [createInvitesCommand],
};
