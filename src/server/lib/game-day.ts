import { dateInZone } from '../../shared/dates';
import type { AppDeps } from '../deps';

/** Today's date (YYYYMMDD) in the games' time zone: the day whose game is the daily one. */
export function todayOf(deps: Pick<AppDeps, 'now' | 'config'>): string {
  return dateInZone(deps.now(), deps.config.gameTimeZone);
}
