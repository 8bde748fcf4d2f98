import { useT } from '../../app/i18n';
import { lazyPart } from '../../app/lazy-part';
import { useUi } from '../../app/ui-state';
import { Panel } from './overlay';

/**
 * The menu's contents: a chunk of their own, since no page shows them until the menu button is pressed.
 * The button loads them as the pointer reaches it or it takes the focus, and opens the menu once they are in.
 */
export const DrawerContent = lazyPart('src/client/components/layout/drawer-content.tsx', () =>
  import('./drawer-content').then((m) => m.DrawerContent),
);

/** The menu's panel; what it holds is rendered only while it is open (see `Panel`). */
export function Drawer() {
  const t = useT();
  const ui = useUi();
  return (
    <Panel id="app-drawer" side="left" open={ui.drawerOpen} label={t('layout.drawer.title')}>
      <DrawerContent />
    </Panel>
  );
}
