import { formatIsoDate, isValidGameDate } from '../../../shared/dates';
import { CliError, intOption, stringOption, type CliCommand } from '../../cli/cli-command';
import { todayOf } from '../../lib/game-day';
import { ensureGames, NotEnoughWordsError } from './games-creation.service';

/** `games:create [--date YYYYMMDD] [--days N]` (product §15): idempotent, safe to run from cron. */
export const createGamesCommand: CliCommand = {
  name: 'games:create',
  description: 'Create the game of a date (default today in GAME_TIMEZONE) and of the days after it',
  options: [
    { flags: '--date <YYYYMMDD>', description: 'first date (default: today in GAME_TIMEZONE)' },
    { flags: '--days <n>', description: 'how many days from that date (default 1)' },
  ],
  async run(deps, options, out) {
    const date = stringOption(options, 'date') ?? todayOf(deps);
    if (!isValidGameDate(date)) throw new CliError('--date must be a calendar date written YYYYMMDD, e.g. 20261121');
    const days = intOption(options, 'days', 1, { max: 3660 });
    try {
      const games = await ensureGames(deps, date, days);
      for (const game of games) {
        out.line(`${formatIsoDate(game.date)} ${game.created ? 'created' : 'already exists'} (${game.id})`);
      }
      const created = games.filter((g) => g.created).length;
      out.line(`${created} game(s) created, ${games.length - created} already existed.`);
    } catch (error) {
      if (error instanceof NotEnoughWordsError)
        throw new CliError(`${error.message}. Load words first: npm run cli -- words:seed`);
      throw error;
    }
  },
};
