import { useI18n } from '../../../app/i18n';

const compactFormats = new Map<string, Intl.DateTimeFormat>();

/** "Nov 21, 2026, 23:49": dense enough for a table column; always UTC, like the server logs. */
function compactFormat(locale: string): Intl.DateTimeFormat {
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    compactFormats.set(locale, format);
  }
  return format;
}

/** A moment in a table: compact, with the full wording (and its zone) on hover and for machines. */
export function DateTime({ iso }: { iso: string }) {
  const { locale, formatDateTime } = useI18n();
  return (
    <time dateTime={iso} className="nowrap" title={formatDateTime(iso)}>
      {compactFormat(locale).format(new Date(iso))}
    </time>
  );
}
