/** One formatter per zone: making an Intl.DateTimeFormat costs far more than using one (every request asks). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

function formatDay(instant: number, timeZone: string): string {
  const parts = dayFormatIn(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}${get('month')}${get('day')}`;
}

/** A stretch of time known to fall on one calendar day of a zone: `from` ≤ t < `until` (its next midnight). */
interface DaySpan {
  day: string;
  from: number;
  until: number;
}

/** The day last asked for, per zone: every request asks for today, and formatting a date is costly. */
const daySpans = new Map<string, DaySpan>();

/** The day of `instant` and when it ends, searched once for the day and then kept. */
function daySpanOf(instant: number, timeZone: string): DaySpan {
  const known = daySpans.get(timeZone);
  if (known && instant >= known.from && instant < known.until) return known;
  const day = formatDay(instant, timeZone);
  // Binary search for the first millisecond of the next day: exact across clock changes.
  let low = instant;
  let high = instant + 26 * 60 * 60 * 1000;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (formatDay(mid, timeZone) === day) low = mid;
    else high = mid;
  }
  const span = { day, from: instant, until: high };
  daySpans.set(timeZone, span);
  return span;
}

/** The calendar date (YYYYMMDD) that `instant` falls on in the IANA `timeZone`. */
export function dateInZone(instant: Date, timeZone: string): string {
  return daySpanOf(instant.getTime(), timeZone).day;
}

/** YYYYMMDD plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(yyyymmdd: string, days: number): string {
  const date = new Date(
    Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8))),
  );
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

export function isValidGameDate(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  return addDays(value, 0) === value;
}

/** YYYY-MM-DD for people (share text, logs). */
export function formatIsoDate(yyyymmdd: string): string {
  return `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
}

/** Milliseconds from `instant` to the next midnight in `timeZone` (exact to the millisecond). */
export function msUntilNextMidnight(instant: Date, timeZone: string): number {
  return daySpanOf(instant.getTime(), timeZone).until - instant.getTime();
}
