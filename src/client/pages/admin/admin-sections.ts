import type { MessageKey } from '../../../shared/i18n';

/** The staff area's sections: the navigation's links and the home page's cards. */
export const ADMIN_SECTIONS: { to: string; label: MessageKey; about: MessageKey }[] = [
  { to: '/admin/accounts', label: 'admin.nav.accounts', about: 'admin.home.accounts' },
  { to: '/admin/games', label: 'admin.nav.games', about: 'admin.home.games' },
  { to: '/admin/sessions', label: 'admin.nav.sessions', about: 'admin.home.sessions' },
  { to: '/admin/wait-listers', label: 'admin.nav.waitListers', about: 'admin.home.waitListers' },
  { to: '/admin/words', label: 'admin.nav.words', about: 'admin.home.words' },
];
