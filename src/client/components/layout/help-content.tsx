import { WORDS_PER_GAME } from '../../../shared/constants';
import { useT } from '../../app/i18n';
import '../../app/texts/menu';
import { CLUE_SHORTCUTS } from '../spelling/clip-shortcuts';

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
          {CLUE_SHORTCUTS.map(({ kind, letter }) => (
            <li key={kind}>
              <kbd>{t('menu.helpPanel.key', { letter })}</kbd> {t(`menu.helpPanel.keyFor.${kind}`)}
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
