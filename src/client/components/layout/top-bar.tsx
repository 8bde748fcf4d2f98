import { Link } from 'react-router';
import { useT } from '../../app/i18n';
import { useUi } from '../../app/ui-state';
import { HelpIcon, LogoMark, MenuIcon } from '../ui/icons';
import { DrawerContent } from './drawer';
import { HelpContent } from './help-panel';

/**
 * A panel's opener: its contents load as the pointer reaches the button or the button takes the focus, and
 * a press opens the panel once they are in (closing needs nothing). A failed load leaves it closed.
 */
function openerOf(content: { preload: () => Promise<void> }, isOpen: boolean, toggle: () => void) {
  const prefetch = () => void content.preload().catch(() => undefined);
  return {
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => {
      if (isOpen) toggle();
      else content.preload().then(toggle, () => undefined);
    },
  };
}

export function TopBar({ showMenu }: { showMenu: boolean }) {
  const t = useT();
  const ui = useUi();
  return (
    <header className="top-bar">
      {showMenu ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('layout.openMenu')}
          aria-expanded={ui.drawerOpen}
          aria-controls="app-drawer"
          {...openerOf(DrawerContent, ui.drawerOpen, ui.toggleDrawer)}
        >
          <MenuIcon />
        </button>
      ) : (
        <span className="icon-button-spacer" />
      )}
      <Link to="/" className="logo" aria-label={t('layout.logoLabel')}>
        <LogoMark />
        <span className="logo-text">{t('common.appName')}</span>
      </Link>
      <button
        type="button"
        className="icon-button"
        aria-label={t('layout.openHelp')}
        aria-expanded={ui.helpOpen}
        aria-controls="help-panel"
        {...openerOf(HelpContent, ui.helpOpen, ui.toggleHelp)}
      >
        <HelpIcon />
        <span className="icon-button-label">{t('layout.help')}</span>
      </button>
    </header>
  );
}
