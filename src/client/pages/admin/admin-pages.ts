import type { PageModule } from '../../../shared/routes';

/**
 * Each staff page's loader, by name, each page a chunk of its own. The shared route table reaches them
 * through this module, so a player's entry does not carry the staff pages' paths and preload lists.
 */
export const ADMIN_PAGES = {
  home: () => import('./admin-home-page').then((m) => m.AdminHomePage),
  accounts: () => import('./accounts/accounts-page').then((m) => m.AccountsPage),
  accountNew: () => import('./accounts/account-new-page').then((m) => m.AccountNewPage),
  games: () => import('./games/games-page').then((m) => m.GamesPage),
  game: () => import('./games/game-page').then((m) => m.GamePage),
  sessions: () => import('./sessions/sessions-page').then((m) => m.SessionsPage),
  waitListers: () => import('./wait-listers/wait-listers-page').then((m) => m.WaitListersPage),
  words: () => import('./words/words-page').then((m) => m.WordsPage),
  wordNew: () => import('./words/word-new-page').then((m) => m.WordNewPage),
  word: () => import('./words/word-page').then((m) => m.WordPage),
} satisfies Record<string, PageModule>;

export type AdminPageName = keyof typeof ADMIN_PAGES;
