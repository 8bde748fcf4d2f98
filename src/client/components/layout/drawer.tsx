import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation } from 'react-router';
import type { FeatureName } from '../../../shared/features';
import { truncateEmail } from '../../../shared/format';
import type { MessageKey } from '../../../shared/i18n';
import { useT } from '../../app/i18n';
import { useSession } from '../../app/session';
import { useUi } from '../../app/ui-state';
import { useLogout } from '../../app/use-logout';
import { BookIcon, CalendarIcon, KeyIcon, LogoutIcon, ShieldIcon, TargetIcon } from '../ui/icons';
import { Panel, PanelHeader } from './overlay';
import { PreferencesControls } from './preferences-controls';

interface DrawerLink {
  to: string;
  /** Another path that shows the same page (/ is today's game too). */
  alias?: string;
  label: MessageKey;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Shown only while this flag is on. */
  feature?: FeatureName;
}

const PLAYER_LINKS: DrawerLink[] = [
  { to: '/daily', alias: '/', label: 'layout.drawer.daily', icon: CalendarIcon },
  { to: '/archive', label: 'layout.drawer.archive', icon: BookIcon, feature: 'archive' },
  { to: '/training', label: 'layout.drawer.training', icon: TargetIcon },
  { to: '/password', label: 'layout.drawer.password', icon: KeyIcon, feature: 'changePassword' },
];
const ADMIN_LINK: DrawerLink = { to: '/admin', label: 'layout.drawer.admin', icon: ShieldIcon };

/** The link of the page shown: its path, a page under it, or its alias. */
const isCurrent = ({ to, alias }: DrawerLink, pathname: string) =>
  pathname === to || pathname.startsWith(`${to}/`) || pathname === alias;

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

function DrawerContent() {
  const t = useT();
  const ui = useUi();
  const session = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const links = [...PLAYER_LINKS, ...(session.isAdmin ? [ADMIN_LINK] : [])].filter(
    ({ feature }) => !feature || ui.isFeatureOn(feature),
  );

  return (
    <>
      <PanelHeader title={t('common.appName')} closeLabel={t('layout.drawer.close')} />
      <nav aria-label={t('layout.drawer.title')}>
        <ul className="drawer-links">
          {links.map((link) => {
            const { to, label, icon: Icon } = link;
            const current = isCurrent(link, pathname);
            return (
              <li key={to}>
                <Link
                  to={to}
                  onClick={ui.closeOverlays}
                  className={current ? 'drawer-link active' : 'drawer-link'}
                  aria-current={current ? 'page' : undefined}
                >
                  <Icon />
                  <span>{t(label)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <PreferencesControls />
      <div className="drawer-footer">
        <p className="drawer-account">
          <span className="muted">{t('layout.drawer.loggedInAs')}</span>{' '}
          <strong title={session.account?.email}>{truncateEmail(session.account?.email ?? '')}</strong>
        </p>
        <button
          type="button"
          className="button secondary full"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <LogoutIcon />
          <span>{t('layout.drawer.logout')}</span>
        </button>
      </div>
    </>
  );
}
