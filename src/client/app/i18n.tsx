import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '../../shared/i18n/locales';
import { createTranslator, type Translate } from '../../shared/i18n/messages';
import './messages';

export interface I18nValue {
  locale: Locale;
  t: Translate;
  /** A date of the form YYYYMMDD, written for the locale (e.g. "Saturday, November 21, 2026"). */
  formatGameDate: (yyyymmdd: string, style?: 'long' | 'short') => string;
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string;
  formatDateTime: (iso: string) => string;
  formatMonth: (year: number, month: number) => string;
  /** A month's name alone (1 = January). */
  formatMonthName: (month: number) => string;
}

const I18nContext = createContext<I18nValue | null>(null);

export function parseGameDate(yyyymmdd: string): Date {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** One value per locale: the server renders every page with it, and its formatters cost to make. */
const i18nValues = new Map<Locale, I18nValue>();

export function createI18nValue(locale: Locale): I18nValue {
  let value = i18nValues.get(locale);
  if (!value) {
    value = makeI18nValue(locale);
    i18nValues.set(locale, value);
  }
  return value;
}

/** Made on first use: an `Intl` formatter costs a few milliseconds, and most pages need one or two. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

function makeI18nValue(locale: Locale): I18nValue {
  const tag = locale === 'es' ? 'es-ES' : 'en-US';
  // Formatting runs in UTC so the server and the browser write the same text (no hydration mismatch).
  const longDate = once(() => new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }));
  const shortDate = once(
    () => new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' }),
  );
  const dateTime = once(
    () => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
  );
  const monthYear = once(() => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }));
  const monthName = once(() => new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }));
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options?: Intl.NumberFormatOptions) => {
    const key = options ? JSON.stringify(options) : '';
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(tag, options);
      numberFormats.set(key, format);
    }
    return format;
  };
  return {
    locale,
    t: createTranslator(locale),
    formatGameDate: (date, style = 'long') => (style === 'long' ? longDate : shortDate)().format(parseGameDate(date)),
    formatNumber: (value, options) => numberFormat(options).format(value),
    formatDateTime: (iso) => `${dateTime().format(new Date(iso))} UTC`,
    formatMonth: (year, month) => monthYear().format(new Date(Date.UTC(year, month - 1, 15))),
    formatMonthName: (month) => monthName().format(new Date(Date.UTC(2000, month - 1, 15))),
  };
}

/**
 * Texts the formatters wrote, by locale, kind and input. The server records those of the page it
 * renders and sends them with it; the browser hydrates with them, so no `Intl` formatter is made while
 * hydrating (the first one costs ~20 ms on a fast machine: the locale data loads). Later texts are
 * formatted as they come.
 */
export type FormattedTexts = Record<string, string>;

/** `value` whose formatters answer from `texts` first and write what they format into it. */
function rememberingIn(texts: FormattedTexts, value: I18nValue): I18nValue {
  const remember = (key: string, format: () => string) => {
    const fullKey = `${value.locale}|${key}`;
    return (texts[fullKey] ??= format());
  };
  return {
    ...value,
    formatGameDate: (date, style = 'long') =>
      remember(`date:${style}:${date}`, () => value.formatGameDate(date, style)),
    formatNumber: (number, options) =>
      remember(`number:${options ? JSON.stringify(options) : ''}:${number}`, () => value.formatNumber(number, options)),
    formatDateTime: (iso) => remember(`dateTime:${iso}`, () => value.formatDateTime(iso)),
    formatMonth: (year, month) => remember(`month:${year}-${month}`, () => value.formatMonth(year, month)),
    formatMonthName: (month) => remember(`monthName:${month}`, () => value.formatMonthName(month)),
  };
}

export function I18nProvider({
  locale,
  formatted,
  children,
}: {
  locale: Locale;
  formatted?: FormattedTexts;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const plain = createI18nValue(locale);
    return formatted ? rememberingIn(formatted, plain) : plain;
  }, [locale, formatted]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

export function useT(): Translate {
  return useI18n().t;
}
