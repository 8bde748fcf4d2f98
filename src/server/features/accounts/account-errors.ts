import {
  createTranslator,
  isLocale,
  DEFAULT_LOCALE,
  type Locale,
  type MessageKey,
  type Translate,
} from '../../../shared/i18n';
import type { FieldError } from '../../../shared/schemas/common.schema';
import { inputError } from '../../trpc/errors';

/** A request's locale (`ctx.locale`: the `sd_locale` cookie, then Accept-Language), English when unknown. */
export function localeFor(locale: string): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The translator of a request's locale (messages of answers come from the catalogue). */
export function translatorFor(locale: string): Translate {
  return createTranslator(localeFor(locale));
}

/** An error item: its code (e.g. `join.code.used`) and the catalogue's `account.errors.<code>` text. */
export function fieldError(t: Translate, code: string): FieldError {
  return { code, message: t(`account.errors.${code}` as MessageKey) };
}

/** A 400 answer listing these codes. */
export function accountInputError(t: Translate, codes: string[]) {
  return inputError(codes.map((code) => fieldError(t, code)));
}
