/** Business constants of product §17, shared by forms, procedures and tests. */
export const WORDS_PER_GAME = 6;
export const MAX_GUESS_LENGTH = 30;
export const ARCHIVE_START_YEAR = 2022;
export const EMAIL_DISPLAY_LENGTH = 25;
export const SUBMIT_DELAY_MS = 500;
export const LOGIN_DELAY_MS = 500;
export const FORM_DELAY_MS = 1000;
export const BETA_BANNER_HIDDEN_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_WORDS_PAGE_SIZE = 100;
export const SENTENCE_PREVIEW_WORDS = 5;

/** The parts of speech a word of the bank is defined as (a player sees the word's, spelled out). */
export const PARTS_OF_SPEECH = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'preposition',
  'conjunction',
  'pronoun',
  'interjection',
  'determiner',
] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

export function isPartOfSpeech(value: string | null | undefined): value is PartOfSpeech {
  return (PARTS_OF_SPEECH as readonly (string | null | undefined)[]).includes(value);
}

/** Cookie and local-storage names the server and the browser agree on. */
export const SESSION_COOKIE = 'sd_session';
export const BANNER_COOKIE = 'sd_banner_hidden_at';
export const LOCALE_COOKIE = 'sd_locale';
export const THEME_COOKIE = 'sd_theme';
export const KEYBOARD_COOKIE = 'sd_keyboard';
/**
 * A logout the server did not take (pressed offline, or the server could not answer): the bearer of the
 * session to end, written by the browser and sent with its next request to the site, which ends that
 * session before anything else reads it. The service worker keeps such a logout too; this is for a page
 * no worker controls.
 */
export const KEPT_LOGOUT_COOKIE = 'sd_logout';
/** A session unused this long has ended (the server's idle limit); so has a kept logout's reason to be kept. */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const STORAGE_KEYS = {
  session: 'session',
  bannerHiddenAt: 'betaBannerHiddenAt',
  breakpoints: 'rh',
} as const;

export const ROLE_ADMIN = 'admin';

/**
 * On-screen keyboard layouts. 'auto' is QWERTY where its keys can be 44 px wide, and A to Z in seven
 * columns (keys over 44 px wide) on a narrower screen; the player may fix either in the drawer.
 */
export const KEYBOARD_LAYOUTS = ['auto', 'qwerty', 'abc'] as const;
export type KeyboardLayout = (typeof KEYBOARD_LAYOUTS)[number];
