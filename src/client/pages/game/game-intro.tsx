import { useEffect, useRef } from 'react';
import type { Game } from '../../../shared/schemas/games.schema';
import { useI18n } from '../../app/i18n';
import { CalendarIcon, SpeakerIcon } from '../../components/ui/icons';

/** Before play: the date, how many words, and Play (which also lets the browser play sound). */
export function GameIntro({
  game,
  daily,
  done,
  onPlay,
}: {
  game: Game;
  daily: boolean;
  done: number;
  onPlay: () => void;
}) {
  const { t, formatGameDate } = useI18n();
  const total = game.words.length;
  const playRef = useRef<HTMLButtonElement>(null);
  useEffect(() => playRef.current?.focus({ preventScroll: true }), []);
  return (
    <section className="card game-card game-intro" aria-labelledby="game-intro-title">
      <div className="game-intro-badge" aria-hidden="true">
        <SpeakerIcon />
      </div>
      <p className="game-eyebrow">{daily ? t('game.intro.eyebrow') : t('game.intro.eyebrowPast')}</p>
      <h1 id="game-intro-title" className="game-date">
        {formatGameDate(game.date)}
      </h1>
      <p className="game-intro-count">
        <CalendarIcon aria-hidden="true" />
        <span>{t('game.intro.words', { count: total })}</span>
      </p>
      <p className="game-intro-body">{t('game.intro.body')}</p>
      {done > 0 && done < total && (
        <p className="game-intro-resume">{t('game.intro.resume', { number: done + 1, count: total })}</p>
      )}
      <button ref={playRef} type="button" className="button game-play-button" onClick={onPlay}>
        {t('game.intro.play')}
      </button>
    </section>
  );
}
