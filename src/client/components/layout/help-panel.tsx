import { useT } from '../../app/i18n';
import { lazyPart } from '../../app/lazy-part';
import { useUi } from '../../app/ui-state';
import { Panel } from './overlay';

/** The rules' contents: a chunk of their own, loaded like the menu's (see `DrawerContent`). */
export const HelpContent = lazyPart('src/client/components/layout/help-content.tsx', () =>
  import('./help-content').then((m) => m.HelpContent),
);

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
