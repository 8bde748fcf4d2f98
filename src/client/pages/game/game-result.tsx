import { Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Game, Submission } from '../../../shared/schemas/games.schema';
import { useI18n } from '../../app/i18n';
import { useUi } from '../../app/ui-state';
import { VerdictList } from '../../components/spelling/verdict-list';
import { Countdown } from './countdown';
import { GameStats } from './game-stats';
import { ShareButton } from './share-button';
import '../../app/texts/result';

function cheerKey(score: number, count: number) {
  if (score === count) return 'result.perfect' as const;
  if (score >= count - 1) return 'result.great' as const;
  if (score >= count / 2) return 'result.good' as const;
  return 'result.low' as const;
}

/** The result: the date, 'Your score was score/count', each guess with its verdict, stats, countdown, share. */
export function GameResult({ game, submission }: { game: Game; submission: Submission }) {
  const { t, formatGameDate } = useI18n();
  const ui = useUi();
  const count = submission.guesses.length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);

  return (
    <div className="game-result">
      <section className="card game-card game-result-main" aria-labelledby="game-result-title">
        <p className="game-eyebrow">{t('result.heading')}</p>
        <h1 id="game-result-title" ref={headingRef} tabIndex={-1} className="game-date">
          {formatGameDate(game.date)}
        </h1>
        <p className="game-score" data-testid="game-score">
          {t('result.score', { score: submission.score, count })}
        </p>
        <p className="game-cheer">{t(cheerKey(submission.score, count))}</p>
        <div className="game-score-bar" aria-hidden="true">
          {submission.guesses.map((g, i) => (
            <span key={i} data-accepted={g.accepted} />
          ))}
        </div>
        <h2 className="visually-hidden">{t('result.guessesLabel')}</h2>
        <VerdictList verdicts={submission.guesses} numbered label={t('result.guessesLabel')} />
      </section>
      <aside className="game-result-side">
        <section className="card game-side-card">
          <ShareButton submission={submission} />
          <Suspense fallback={<div className="countdown countdown-loading" />}>
            <Countdown />
          </Suspense>
        </section>
        <Suspense fallback={<section className="card game-side-card game-stats-loading" />}>
          <GameStats />
        </Suspense>
        <nav className="game-links">
          {ui.isFeatureOn('archive') && <Link to="/archive">{t('result.archiveLink')}</Link>}
          <Link to="/training">{t('result.trainingLink')}</Link>
        </nav>
      </aside>
    </div>
  );
}
