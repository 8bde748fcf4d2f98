import { en, type Catalogue } from './en';
import { es } from './es';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** Every locale's catalogue; each must have every key of English (the type checks it). */
export const catalogues: Record<Locale, Catalogue> = { en, es };

/** Dot paths to every message of the catalogue: `t('layout.drawer.logout')` is checked at compile time. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Catalogue>;
export type MessageVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{{name}}` placeholders; a missing variable stays visible rather than vanishing. */
export function interpolate(message: string, vars?: MessageVars): string {
  if (!vars) return message;
  return message.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

export function createTranslator(locale: Locale): Translate {
  const catalogue = catalogues[locale];
  const fallback = catalogues[DEFAULT_LOCALE];
  return (key, vars) => interpolate(lookup(catalogue, key) ?? lookup(fallback, key) ?? key, vars);
}

export { DEFAULT_LOCALE, SUPPORTED_LOCALES, isLocale, pickLocale, type Locale } from './locales';
export type { Catalogue } from './en';
