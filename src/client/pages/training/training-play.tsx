import { useT } from '../../app/i18n';
import { AudioButtons } from '../../components/spelling/audio-buttons';
import { GuessDisplay } from '../../components/spelling/guess-display';
import { OnScreenKeyboard } from '../../components/spelling/on-screen-keyboard';
import { useGuessInput } from '../../components/spelling/use-guess-input';
import { VerdictRow } from '../../components/spelling/verdict-list';
import { WordClues } from '../../components/spelling/word-clues';
import { Alert } from '../../components/ui/form';
import { TargetIcon } from '../../components/ui/icons';
import { useTraining, type TrainingPhase } from './use-training';
import '../../app/texts/training';

const STATUS_KEYS = {
  typing: 'training.play.hint',
  sending: 'training.play.sending',
  offline: 'training.play.offline',
  next: 'training.play.next',
  nextFailed: 'training.play.next',
} as const satisfies Record<TrainingPhase, string>;

/** The word being practised: its audio, the guess, the keyboards and the verdict of the last answer. */
export function TrainingPlay() {
  const t = useT();
  const { word, phase, last, announcement, failed, submit, retry } = useTraining();
  const input = useGuessInput({ onSubmit: (guess) => void submit(guess), enabled: phase === 'typing' });

  if (!word) {
    return (
      <div className="training-empty">
        <TargetIcon className="training-empty-icon" />
        <h2>{t('training.empty.title')}</h2>
        <p className="muted">{t('training.empty.text')}</p>
      </div>
    );
  }

  return (
    <div className="training-play" data-phase={phase}>
      <h2 className="visually-hidden">{t('training.play.label')}</h2>
      <div className="training-last" aria-label={t('training.last.label')} role="group">
        {last ? (
          <VerdictRow
            key={last.attempt.id}
            verdict={{ guess: last.guess, accepted: last.accepted, acceptable: last.word.spellings }}
          />
        ) : (
          <p className="training-last-empty">{t('training.intro')}</p>
        )}
      </div>
      <AudioButtons word={word} />
      <WordClues word={word} />
      <GuessDisplay value={input.value} />
      <p className="training-status" aria-hidden="true">
        {phase !== 'typing' && <span className="spinner spinner-small" />}
        {t(STATUS_KEYS[phase])}
      </p>
      {failed && (
        <Alert kind="error">
          {t('training.play.failed')}{' '}
          <button type="button" className="button small" onClick={retry}>
            {t('training.play.retry')}
          </button>
        </Alert>
      )}
      <OnScreenKeyboard
        onLetter={input.type}
        onBackspace={input.backspace}
        onEnter={input.submit}
        enterDisabled={input.value.length === 0}
        disabled={phase !== 'typing'}
      />
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
