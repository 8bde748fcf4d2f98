import { WORDS_PER_GAME } from '../../../shared/constants';
import { useT } from '../../app/i18n';
import '../../app/texts/menu';

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
        <span className="kbd-row" aria-hidden="true">
          <kbd>{t('menu.helpPanel.keys.word')}</kbd>
          <kbd>{t('menu.helpPanel.keys.definition')}</kbd>
          <kbd>{t('menu.helpPanel.keys.sentence')}</kbd>
        </span>
      </li>
      <li>{t('menu.helpPanel.rules.typing')}</li>
      <li>{t('menu.helpPanel.rules.result')}</li>
    </ol>
  );
}
