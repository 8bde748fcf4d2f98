import type { ServerFeature } from '../feature';
import { createInvitesCommand } from './accounts.cli';
import { accountsRestRoutes } from './accounts.rest';

/** Sign-up with invitations, the waiting list, password change, recovery and reset. */
export const accountsFeature: ServerFeature = {
  name: 'accounts',
  restRoutes: accountsRestRoutes,
  cliCommands: [createInvitesCommand],
};
