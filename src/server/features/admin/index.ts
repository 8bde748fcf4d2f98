import { UuidSchema } from '../../../shared/schemas/common.schema';
import { notFound } from '../../trpc/errors';
import type { ServerFeature } from '../feature';
import { adminRestRoutes } from './admin.rest';

/** A page about one record: a malformed id is as unknown as a missing one (404, not 400). */
const recordId = (id: string | undefined): string => {
  if (!UuidSchema.safeParse(id).success) throw notFound();
  return id ?? '';
};

/** The staff area: REST adapters of its lists and the 404 preflight of its record pages. */
export const adminFeature: ServerFeature = {
  name: 'admin',
  restRoutes: adminRestRoutes,
  preflights: {
    '/admin/games/:gameId': (api, params) => api.admin.games.byId({ gameId: recordId(params.gameId) }),
  },
};
