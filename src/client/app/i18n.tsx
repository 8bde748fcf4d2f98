import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type Locale, type Translate } from '../../shared/i18n';

export interface I18nValue {
  locale: Locale;
  t: Translate;
  /** A date of the form YYYYMMDD, written for the locale (e.g. "Saturday, November 21, 2026"). */
  formatGameDate: (yyyymmdd: string, style?: 'long' | 'short') => string;
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string;
  formatDateTime: (iso: string) => string;
  formatMonth: (year: number, month: number) => string;
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

function makeI18nValue(locale: Locale): I18nValue {
  const tag = locale === 'es' ? 'es-ES' : 'en-US';
  // Formatting runs in UTC so the server and the browser write the same text (no hydration mismatch).
  const longDate = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' });
  const shortDate = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const monthYear = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    locale,
    t: createTranslator(locale),
    formatGameDate: (date, style = 'long') => (style === 'long' ? longDate : shortDate).format(parseGameDate(date)),
    formatNumber: (value, options) => new Intl.NumberFormat(tag, options).format(value),
    formatDateTime: (iso) => `${dateTime.format(new Date(iso))} UTC`,
    formatMonth: (year, month) => monthYear.format(new Date(Date.UTC(year, month - 1, 15))),
  };
}

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => createI18nValue(locale), [locale]);
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
