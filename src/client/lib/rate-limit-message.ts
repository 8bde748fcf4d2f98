import { useI18n, type I18nValue } from '../app/i18n';

/** The wait when a refusal gave no Retry-After. */
const DEFAULT_WAIT_SECONDS = 60;
/** Up to this many seconds the wait is told in seconds, then in whole minutes up to as many minutes, then hours. */
const LARGEST_COUNT = 90;

/**
 * What a form says when its call was refused for too many attempts (429): the wait in the largest unit
 * that keeps it a small count, rounded up ("30 seconds", "60 minutes", not "3587 seconds").
 */
export function rateLimitMessage(
  { t, formatNumber }: Pick<I18nValue, 't' | 'formatNumber'>,
  retryAfterSeconds: number | undefined,
): string {
  const seconds = retryAfterSeconds ?? DEFAULT_WAIT_SECONDS;
  const [count, unit] =
    seconds <= LARGEST_COUNT
      ? [seconds, 'second']
      : seconds <= LARGEST_COUNT * 60
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return t('common.rateLimited', { wait: formatNumber(count, { style: 'unit', unit, unitDisplay: 'long' }) });
}

/** `rateLimitMessage` in the page's language. */
export function useRateLimitMessage(): (retryAfterSeconds: number | undefined) => string {
  const i18n = useI18n();
  return (retryAfterSeconds) => rateLimitMessage(i18n, retryAfterSeconds);
}
