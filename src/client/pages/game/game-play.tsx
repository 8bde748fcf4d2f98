import { useEffect, useRef } from 'react';
import type { PlayerWord } from '../../../shared/schemas/words.schema';
import { useT } from '../../app/i18n';
import { AudioButtons } from '../../components/spelling/audio-buttons';
import { GuessDisplay } from '../../components/spelling/guess-display';
import { OnScreenKeyboard } from '../../components/spelling/on-screen-keyboard';
import { useGuessInput } from '../../components/spelling/use-guess-input';
import { WordClues } from '../../components/spelling/word-clues';

/** One word in play: 'Word N of M', the audio buttons, the guess and both keyboards. */
export function GamePlay({
  word,
  number,
  total,
  onGuess,
}: {
  word: PlayerWord;
  number: number;
  total: number;
  onGuess: (guess: string) => void;
}) {
  const t = useT();
  const input = useGuessInput({ onSubmit: onGuess });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each new word: move focus to the progress heading, so Enter cannot press a stale button.
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [word.id]);

  return (
    <section className="game-play" aria-labelledby="game-progress">
      <div className="game-progress">
        <h1 id="game-progress" ref={headingRef} tabIndex={-1} className="game-progress-text" aria-live="polite">
          {t('game.play.progress', { number, count: total })}
        </h1>
        <ol className="game-dots" aria-hidden="true">
          {Array.from({ length: total }, (_, i) => (
            <li key={i} data-state={i < number - 1 ? 'done' : i === number - 1 ? 'current' : 'todo'} />
          ))}
        </ol>
      </div>
      <AudioButtons word={word} />
      <WordClues word={word} />
      <GuessDisplay value={input.value} />
      <p className="game-hint">{t('game.play.hint')}</p>
      <OnScreenKeyboard
        onLetter={input.type}
        onBackspace={input.backspace}
        onEnter={input.submit}
        enterDisabled={input.value.length === 0}
      />
    </section>
  );
}
