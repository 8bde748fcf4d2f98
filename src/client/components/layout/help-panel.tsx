import { WORDS_PER_GAME } from '../../../shared/constants';
import { useT } from '../../app/i18n';
import { useUi } from '../../app/ui-state';
import { Panel, PanelHeader } from './overlay';

/** The rules' panel; what it holds is rendered only while it is open (see `Panel`). */
export function HelpPanel() {
  const t = useT();
  const ui = useUi();
  return (
    <Panel id="help-panel" side="right" open={ui.helpOpen} label={t('layout.helpPanel.title')}>
      <HelpContent />
    </Panel>
  );
}

function HelpContent() {
  const t = useT();
  return (
    <>
      <PanelHeader title={t('layout.helpPanel.title')} closeLabel={t('layout.helpPanel.close')} />
      <ol className="help-rules">
        <li>{t('layout.helpPanel.rules.daily')}</li>
        <li>{t('layout.helpPanel.rules.words', { count: WORDS_PER_GAME })}</li>
        <li>{t('layout.helpPanel.rules.buttons')}</li>
        <li>
          {t('layout.helpPanel.rules.shortcuts')}
          <span className="kbd-row" aria-hidden="true">
            <kbd>{t('layout.helpPanel.keys.word')}</kbd>
            <kbd>{t('layout.helpPanel.keys.definition')}</kbd>
            <kbd>{t('layout.helpPanel.keys.sentence')}</kbd>
          </span>
        </li>
        <li>{t('layout.helpPanel.rules.typing')}</li>
        <li>{t('layout.helpPanel.rules.result')}</li>
      </ol>
    </>
  );
}
