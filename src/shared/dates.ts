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

/** The calendar date (YYYYMMDD) that `instant` falls on in the IANA `timeZone`. */
export function dateInZone(instant: Date, timeZone: string): string {
  const parts = dayFormatIn(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}${get('month')}${get('day')}`;
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

/** The next midnight found per zone, for the day it follows: every page asks, the search is costly. */
const nextMidnights = new Map<string, { day: string; at: number }>();

/** Milliseconds from `instant` to the next midnight in `timeZone`. */
export function msUntilNextMidnight(instant: Date, timeZone: string): number {
  const today = dateInZone(instant, timeZone);
  const known = nextMidnights.get(timeZone);
  if (known && known.day === today && instant.getTime() < known.at) return known.at - instant.getTime();
  // Binary search for the first instant of the next day: exact across DST changes.
  let low = instant.getTime();
  let high = low + 26 * 60 * 60 * 1000;
  while (high - low > 1000) {
    const mid = Math.floor((low + high) / 2);
    if (dateInZone(new Date(mid), timeZone) === today) low = mid;
    else high = mid;
  }
  nextMidnights.set(timeZone, { day: today, at: high });
  return high - instant.getTime();
}
