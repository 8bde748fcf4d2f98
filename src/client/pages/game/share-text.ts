import { formatIsoDate } from '../../../shared/dates';
import type { Submission } from '../../../shared/schemas/games.schema';

export const SHARE_SYMBOLS = { accepted: '🟩', notAccepted: '🟥' } as const;

/** The spoiler-free summary: `Spelldown 2026-11-21 5/6` and a row of squares, one per guess. */
export function buildShareText(submission: Submission, appName = 'Spelldown'): string {
  const row = submission.guesses.map((g) => (g.accepted ? SHARE_SYMBOLS.accepted : SHARE_SYMBOLS.notAccepted)).join('');
  return `${appName} ${formatIsoDate(submission.game.date)} ${submission.score}/${submission.guesses.length}\n${row}`;
}
