import type { Catalogue } from '../en';

/** The archive of past games (product §7). */
export const archive: Catalogue['archive'] = {
  title: 'El archivo',
  intro: 'Juega los retos que te perdiste o repasa tus resultados.',
  year: 'Año',
  month: 'Mes',
  fetching: 'Buscando los retos de {{month}}.',
  empty: 'No hay retos en {{month}}.',
  play: 'Jugar',
  seeResult: 'Ver resultado',
  score: 'Puntuación: {{score}}/{{count}}',
  linkLabel: '{{action}}: {{date}}',
  listLabel: 'Retos de {{month}}',
};
