import { addDays } from '../../../shared/dates';

export interface Streaks {
  currentStreak: number;
  longestStreak: number;
}

/**
 * Streaks over the dates (YYYYMMDD) of games played on their own day. The current streak ends today,
 * or yesterday while today's game is still to be played (it is not broken until the day is over).
 */
export function computeStreaks(playDates: readonly string[], today: string): Streaks {
  const dates = [...new Set(playDates)].filter((d) => d <= today).sort();
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const date of dates) {
    run = previous !== undefined && addDays(previous, 1) === date ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = date;
  }
  const last = dates[dates.length - 1];
  const alive = last === today || last === addDays(today, -1);
  return { currentStreak: alive ? run : 0, longestStreak: longest };
}

/** The mean score with one decimal, or null before the first game. */
export function averageScore(played: number, total: number): number | null {
  return played === 0 ? null : Math.round((total / played) * 10) / 10;
}
