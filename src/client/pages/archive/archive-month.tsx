import { Link } from 'react-router';
import type { Game } from '../../../shared/schemas/games.schema';
import { useI18n } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { CheckIcon } from '../../components/ui/verdict-icons';
import '../../app/texts/archive';

/** The games of one month, a card each: 'See result' (dimmed) once played, otherwise 'Play'. */
export function ArchiveMonth({ yearAndMonth, label }: { yearAndMonth: string; label: string }) {
  const { t } = useI18n();
  const [{ games }] = trpc.games.month.useSuspenseQuery({ yearAndMonth });
  if (games.length === 0) {
    return (
      <p className="archive-empty" role="status">
        {t('archive.empty', { month: label })}
      </p>
    );
  }
  return (
    <ul className="archive-grid" aria-label={t('archive.listLabel', { month: label })}>
      {games.map((game) => (
        <li key={game.id}>
          <ArchiveCard game={game} />
        </li>
      ))}
    </ul>
  );
}

function ArchiveCard({ game }: { game: Game }) {
  const { t, formatGameDate } = useI18n();
  const played = game.hasSubmission;
  const day = Number(game.date.slice(6, 8));
  return (
    <article className="archive-card" data-played={played}>
      <p className="archive-day" aria-hidden="true">
        {day}
      </p>
      <div className="archive-card-body">
        <h2 className="archive-date">{formatGameDate(game.date)}</h2>
        {played && game.submission && (
          <p className="archive-score">
            <CheckIcon aria-hidden="true" />
            {t('archive.score', { score: game.submission.score, count: game.submission.guesses.length })}
          </p>
        )}
      </div>
      <Link
        to={`/games/${game.id}`}
        className={played ? 'button secondary small archive-link' : 'button small archive-link'}
        aria-label={t('archive.linkLabel', {
          action: played ? t('archive.seeResult') : t('archive.play'),
          date: formatGameDate(game.date),
        })}
      >
        {played ? t('archive.seeResult') : t('archive.play')}
      </Link>
    </article>
  );
}
