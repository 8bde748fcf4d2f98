import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation } from 'react-router';
import type { FeatureName } from '../../../shared/features';
import { truncateEmail } from '../../../shared/format';
import type { MessageKey } from '../../../shared/i18n';
import { useT } from '../../app/i18n';
import '../../app/texts/menu';
import { useSession } from '../../app/session';
import { useUi } from '../../app/ui-state';
import { useLogout } from '../../app/use-logout';
import { BookIcon, CalendarIcon, TargetIcon } from '../ui/icons';
import { KeyIcon, LogoutIcon, ShieldIcon } from '../ui/menu-icons';
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
  { to: '/daily', alias: '/', label: 'menu.drawer.daily', icon: CalendarIcon },
  { to: '/archive', label: 'menu.drawer.archive', icon: BookIcon, feature: 'archive' },
  { to: '/training', label: 'menu.drawer.training', icon: TargetIcon },
  { to: '/password', label: 'menu.drawer.password', icon: KeyIcon, feature: 'changePassword' },
];
const ADMIN_LINK: DrawerLink = { to: '/admin', label: 'menu.drawer.admin', icon: ShieldIcon };

/** The link of the page shown: its path, a page under it, or its alias. */
const isCurrent = ({ to, alias }: DrawerLink, pathname: string) =>
  pathname === to || pathname.startsWith(`${to}/`) || pathname === alias;

/** The menu's links, the preferences and logout: a chunk of its own (see `./drawer`). */
export function DrawerContent() {
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
          <span className="muted">{t('menu.drawer.loggedInAs')}</span>{' '}
          <strong title={session.account?.email}>{truncateEmail(session.account?.email ?? '')}</strong>
        </p>
        <button
          type="button"
          className="button secondary full"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <LogoutIcon />
          <span>{t('menu.drawer.logout')}</span>
        </button>
      </div>
    </>
  );
}
