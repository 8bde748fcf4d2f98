import { Link } from 'react-router';
import { useT } from '../../app/i18n';
import { useUi } from '../../app/ui-state';
import { HelpIcon, LogoMark, MenuIcon } from '../ui/icons';

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
          onClick={ui.toggleDrawer}
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
        onClick={ui.toggleHelp}
      >
        <HelpIcon />
        <span className="icon-button-label">{t('layout.help')}</span>
      </button>
    </header>
  );
}
