import { YEAR_AND_MONTH } from '../../../shared/schemas/games.schema';
import { bodyOf, paramsOf, type RestRoute } from '../../plugins/rest';

/** The games paths of product §12: thin adapters over the `games` procedures. */
export const gamesRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/games/daily', access: 'player', call: (api) => api.games.daily() },
  {
    // One path for a game (uuid) and a month (YYYYMM); anything else is an unknown game: 404.
    method: 'GET',
    url: '/api/games/:param',
    access: 'player',
    call: (api, req) => {
      const param = paramsOf(req).param ?? '';
      return YEAR_AND_MONTH.test(param) ? api.games.month({ yearAndMonth: param }) : api.games.byId({ gameId: param });
    },
  },
  {
    method: 'POST',
    url: '/api/games/:gameId/submissions',
    access: 'player',
    call: (api, req) => api.games.submit({ ...bodyOf<{ guesses: string[] }>(req), gameId: paramsOf(req).gameId ?? '' }),
  },
];
