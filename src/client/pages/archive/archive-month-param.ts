import { ARCHIVE_START_YEAR } from '../../../shared/constants';

export interface ArchiveMonthChoice {
  year: number;
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The month in the address (?month=YYYYMM), kept within 2022-01 .. this month; else this month. The
 * server reads the same month before rendering the page (src/server/plugins/page-data.ts).
 */
export function readArchiveMonth(param: string | null, today: string): ArchiveMonthChoice {
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(4, 6));
  const match = /^(\d{4})(\d{2})$/.exec(param ?? '');
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    const inRange = year >= ARCHIVE_START_YEAR && month >= 1 && month <= 12;
    if (inRange && (year < thisYear || (year === thisYear && month <= thisMonth))) return { year, month };
  }
  return { year: thisYear, month: thisMonth };
}

/** `YYYYMM`, as the address and `games.month` take it. */
export const yearAndMonthOf = ({ year, month }: ArchiveMonthChoice) => `${year}${pad(month)}`;
