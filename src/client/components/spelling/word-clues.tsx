import { isPartOfSpeech } from '../../../shared/constants';
import type { PlayerWord } from '../../../shared/schemas/words.schema';
import { useT } from '../../app/i18n';

/**
 * What a pronouncer tells a speller before they spell: the part of speech, and that another word sounds
 * the same ('hear' or 'here'?), so the player listens to the definition or a sentence for the meaning
 * (the help panel says so). Both fit on one line, and the line is kept when a word has neither, so the
 * guess and the keys below stay where the thumb expects them from word to word.
 */
export function WordClues({ word }: { word: PlayerWord }) {
  const t = useT();
  const partOfSpeech = isPartOfSpeech(word.partOfSpeech) ? word.partOfSpeech : null;
  if (!partOfSpeech && !word.soundsLikeAnother) return <div className="word-clues" />;
  return (
    <div className="word-clues" role="group" aria-label={t('spelling.clues.label')}>
      {partOfSpeech && <span className="word-clue-pos">{t(`spelling.clues.partOfSpeech.${partOfSpeech}`)}</span>}
      {word.soundsLikeAnother && (
        <p className="word-clue-sounds-like" role="note">
          {t('spelling.clues.soundsLike')}
        </p>
      )}
    </div>
  );
}
