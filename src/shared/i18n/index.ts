import { en, type Catalogue } from './en';
import { es } from './es';
import { registerMessages } from './messages';
import type { Locale } from './locales';

/** Every locale's catalogue; each must have every key of English (the type checks it). */
export const catalogues: Record<Locale, Catalogue> = { en, es };

// Whatever imports this module (the server, tests) translates with every catalogue. The browser bundle
// imports `./messages` and `./locales` instead, and registers only what it shows.
for (const [locale, catalogue] of Object.entries(catalogues) as [Locale, Catalogue][]) {
  registerMessages(locale, catalogue);
}

export { createTranslator, interpolate, type MessageKey, type Translate } from './messages';
export { DEFAULT_LOCALE, SUPPORTED_LOCALES, isLocale, pickLocale, type Locale } from './locales';
export type { Catalogue } from './en';
