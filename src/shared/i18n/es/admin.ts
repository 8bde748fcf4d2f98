import type { Catalogue } from '../en';
import { adminLists } from './admin-lists';
import { adminWords } from './admin-words';

/** The staff area (a separate bundle; its texts stay in the catalogue so every locale gets them). */
export const admin: Catalogue['admin'] = {
  title: 'Administración',
  intro: 'Gestiona cuentas, retos, sesiones, lista de espera y palabras.',
  home: {
    accounts: 'Crea cuentas de jugador y mira quién tiene cada rol.',
    games: 'Todos los retos diarios y las palabras que piden.',
    sessions: 'Quién tiene la sesión iniciada; cierra las sesiones que no deberían estar abiertas.',
    waitListers: 'Personas que esperan una plaza en la beta; invítalas.',
    words: 'El banco de palabras: textos, formas aceptadas, audio y lo difícil que es cada palabra.',
  },
  nav: {
    label: 'Secciones del equipo',
    accounts: 'Cuentas',
    games: 'Retos',
    sessions: 'Sesiones',
    waitListers: 'Lista de espera',
    words: 'Palabras',
  },
  table: {
    paging: 'Páginas',
    nextPage: 'Página siguiente',
    previousPage: 'Página anterior',
    firstPage: 'Primera página',
    page: 'Página {{page}}',
    rows: 'Filas: {{count}}',
    empty: 'Aún no hay nada que mostrar.',
    endOfList: 'No hay más filas después de la página anterior.',
    actions: 'Acciones',
  },
  roles: {
    admin: 'administrador',
    player: 'jugador',
  },
  form: {
    errorsHeading: 'Corrige lo siguiente:',
    unknownError: 'Se ha producido un error desconocido.',
    cancel: 'Cancelar',
  },
  ...adminLists,
  words: adminWords,
};
