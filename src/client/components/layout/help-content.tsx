import { WORDS_PER_GAME } from '../../../shared/constants';
import { useT } from '../../app/i18n';
import '../../app/texts/menu';
import { CLIP_SHORTCUTS } from '../spelling/clip-shortcuts';

/** The rules of the game: a chunk of its own (see `./help-panel`). */
export function HelpContent() {
  const t = useT();
  return (
    <ol className="help-rules">
      <li>{t('menu.helpPanel.rules.daily')}</li>
      <li>{t('menu.helpPanel.rules.words', { count: WORDS_PER_GAME })}</li>
      <li>{t('menu.helpPanel.rules.buttons')}</li>
      <li>
        {t('menu.helpPanel.rules.shortcuts')}
        <ul className="help-shortcuts">
          {Object.entries(CLIP_SHORTCUTS).map(([letter, button]) => (
            <li key={button}>
              <kbd>{t('menu.helpPanel.key', { letter: letter.toUpperCase() })}</kbd>{' '}
              {t(`menu.helpPanel.keyFor.${button}`)}
            </li>
          ))}
        </ul>
      </li>
      <li>{t('menu.helpPanel.rules.soundsLike')}</li>
      <li>{t('menu.helpPanel.rules.typing')}</li>
      <li>{t('menu.helpPanel.rules.result')}</li>
    </ol>
  );
}
