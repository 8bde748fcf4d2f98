import { adminLists } from './admin-lists';
import { adminWords } from './admin-words';

/** The staff area (a separate bundle; its texts stay in the catalogue so every locale gets them). */
export const admin = {
  title: 'Admin',
  intro: 'Manage accounts, games, sessions, wait-listers and words.',
  home: {
    accounts: 'Create player accounts and see who has which role.',
    games: 'Every daily game and the words it asks.',
    sessions: 'Who is logged in; end a session that should not be.',
    waitListers: 'People waiting for a place in the beta; invite them.',
    words: 'The word bank: texts, spellings, audio and how hard each word is.',
  },
  nav: {
    label: 'Staff sections',
    accounts: 'Accounts',
    games: 'Games',
    sessions: 'Sessions',
    waitListers: 'Wait Listers',
    words: 'Words',
  },
  table: {
    paging: 'Pages',
    nextPage: 'Next Page',
    previousPage: 'Previous Page',
    firstPage: 'First Page',
    page: 'Page {{page}}',
    rows: 'Rows: {{count}}',
    empty: 'Nothing to show yet.',
    endOfList: 'No more rows after the previous page.',
    actions: 'Actions',
  },
  roles: {
    admin: 'admin',
    player: 'player',
  },
  form: {
    errorsHeading: 'Please fix the following:',
    unknownError: 'An unknown error occurred.',
    cancel: 'Cancel',
  },
  ...adminLists,
  words: adminWords,
};
