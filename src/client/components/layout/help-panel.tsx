import { useT } from '../../app/i18n';
import { lazyComponent } from '../../app/lazy-component';
import { useUi } from '../../app/ui-state';
import { Panel } from './overlay';

const HelpContent = lazyComponent(() => import('./help-content').then((m) => m.HelpContent));

/** The rules' panel: the rules come as a chunk of their own (see `Panel`). */
export function HelpPanel() {
  const t = useT();
  const ui = useUi();
  return (
    <Panel
      id="help-panel"
      side="right"
      open={ui.helpOpen}
      title={t('layout.helpPanel.title')}
      closeLabel={t('layout.helpPanel.close')}
      content={HelpContent}
    />
  );
}
