import type { Catalogue } from './en';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The messages this process holds, by locale, and the translator over them. The server holds every
 * catalogue (`./index` registers them); the browser holds only what it shows: its locale's player
 * namespaces from the start (src/client/app/messages.ts) and the staff ones with the admin bundle.
 */
const registered: Partial<Record<Locale, Partial<Catalogue>>> = {};
/**
 * Each key's message once found, by locale: a page renders the same keys again and again. Only messages
 * the catalogues have are kept, so the memory is bounded by them whatever keys are asked for.
 */
const found = new Map<Locale, Map<string, string>>();

export function registerMessages(locale: Locale, namespaces: Partial<Catalogue>): void {
  registered[locale] = { ...registered[locale], ...namespaces };
  found.clear();
}

/** Dot paths to every message of the catalogue: `t('menu.drawer.logout')` is checked at compile time. */
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

function messageOf(locale: Locale, key: string): string | undefined {
  let messages = found.get(locale);
  if (!messages) found.set(locale, (messages = new Map<string, string>()));
  const kept = messages.get(key);
  if (kept !== undefined) return kept;
  const message = lookup(registered[locale], key) ?? lookup(registered[DEFAULT_LOCALE], key);
  if (message !== undefined) messages.set(key, message);
  return message;
}

/** Looks each key up when called, so namespaces registered later (the staff area's) are found. */
export function createTranslator(locale: Locale): Translate {
  return (key, vars) => interpolate(messageOf(locale, key) ?? key, vars);
}
