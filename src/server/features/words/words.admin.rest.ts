import { bodyOf, paramsOf, queryOf, type RestRoute } from '../../plugins/rest';

/** The staff paths of the word bank: adapters over admin.words.*. */
export const wordsAdminRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/admin/words', access: 'admin', call: (api, req) => api.admin.words.list(queryOf(req)) },
  {
    method: 'GET',
    url: '/api/admin/words/search',
    access: 'admin',
    call: (api, req) => api.admin.words.search({ q: queryOf(req).q ?? '' }),
  },
  { method: 'POST', url: '/api/admin/words', access: 'admin', call: (api, req) => api.admin.words.create(bodyOf(req)) },
  {
    method: 'GET',
    url: '/api/admin/words/new/generate',
    access: 'admin',
    call: (api, req) => api.admin.words.generate({ word: queryOf(req).word ?? '' }),
  },
  {
    method: 'GET',
    url: '/api/admin/words/:wordId',
    access: 'admin',
    call: (api, req) => api.admin.words.byId({ wordId: paramsOf(req).wordId ?? '' }),
  },
  {
    method: 'POST',
    url: '/api/admin/words/:wordId/audio/regenerate',
    access: 'admin',
    status: 202,
    call: (api, req) => api.admin.words.regenerateAudio({ wordId: paramsOf(req).wordId ?? '' }),
  },
];
