import type { AdminWord } from '../../../../shared/schemas/admin-words.schema';
import { isPartOfSpeech } from '../../../../shared/schemas/words.schema';
import { useT } from '../../../app/i18n';

/** What a pronouncer tells a speller besides the texts: the part of speech and the words it sounds like. */
export function WordFacts({ word }: { word: AdminWord }) {
  const t = useT();
  const { partOfSpeech, soundsLike } = word;
  return (
    <div className="word-facts">
      <p>
        <span className="muted">{t('admin.words.page.partOfSpeech')}:</span>{' '}
        <strong>
          {isPartOfSpeech(partOfSpeech)
            ? t(`spelling.clues.partOfSpeech.${partOfSpeech}`)
            : (partOfSpeech ?? t('admin.words.page.noPartOfSpeech'))}
        </strong>
      </p>
      {soundsLike.length > 0 && (
        <>
          <p className="strong">{t('admin.words.page.soundsLike', { words: soundsLike.join(', ') })}</p>
          <p className="muted word-facts-note">{t('admin.words.page.soundsLikeNote')}</p>
        </>
      )}
    </div>
  );
}
