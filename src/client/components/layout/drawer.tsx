import { useT } from '../../app/i18n';
import { lazyComponent } from '../../app/lazy-component';
import { useUi } from '../../app/ui-state';
import { Panel } from './overlay';

const DrawerContent = lazyComponent(() => import('./drawer-content').then((m) => m.DrawerContent));

/** The menu's panel: its links, preferences and logout come as a chunk of their own (see `Panel`). */
export function Drawer() {
  const t = useT();
  const ui = useUi();
  return (
    <Panel
      id="app-drawer"
      side="left"
      open={ui.drawerOpen}
      title={t('layout.drawer.title')}
      heading={t('common.appName')}
      closeLabel={t('layout.drawer.close')}
      content={DrawerContent}
    />
  );
}
