import { MAX_GUESS_LENGTH } from '../../../shared/constants';
import { useT } from '../../app/i18n';

/**
 * The letters typed so far, large and spaced, with a blinking caret. Screen readers hear the
 * current spelling (letter by letter) through a polite live region.
 */
export function GuessDisplay({
  value,
  maxLength = MAX_GUESS_LENGTH,
  id = 'guess-display',
}: {
  value: string;
  maxLength?: number;
  id?: string;
}) {
  const t = useT();
  const full = value.length >= maxLength;
  return (
    <div
      className="guess-display"
      data-full={full || undefined}
      data-size={value.length > 20 ? 'longest' : value.length > 12 ? 'long' : undefined}
    >
      <p id={`${id}-label`} className="visually-hidden">
        {t('spelling.guess.label')}
      </p>
      <output
        id={id}
        className="guess-display-text"
        aria-labelledby={`${id}-label`}
        aria-live="polite"
        data-testid="guess-display"
      >
        {value.length === 0 ? (
          <span className="guess-placeholder">{t('spelling.guess.placeholder')}</span>
        ) : (
          <>
            <span className="guess-letters" aria-hidden="true">
              {value}
            </span>
            <span className="visually-hidden">{value.split('').join(' ')}</span>
          </>
        )}
        <span className="guess-caret" aria-hidden="true" />
      </output>
      <p className="guess-count" aria-hidden="true">
        {t('spelling.guess.count', { count: value.length, max: maxLength })}
      </p>
    </div>
  );
}
