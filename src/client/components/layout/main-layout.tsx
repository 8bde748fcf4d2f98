import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigationType } from 'react-router';
import { loginPathFor } from '../../../shared/return-to';
import { useSession } from '../../app/session';
import { useUi } from '../../app/ui-state';
import { PageBoundary } from '../ui/page-boundary';
import { BetaBanner } from './beta-banner';
import { BreakpointIndicator } from './breakpoint-indicator';
import { Drawer } from './drawer';
import { HelpPanel } from './help-panel';
import { OfflineNotice } from './offline-notice';
import { Backdrop } from './overlay';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** The logged-in layout of product §3: top bar, beta banner, drawer, help panel. */
export function MainLayout() {
  const session = useSession();
  const location = useLocation();
  if (!session.isLoggedIn) {
    // Admin pages answer 401 themselves; every other page of this layout sends the visitor to log in,
    // and back here once logged in (as the server's redirect does).
    if (!location.pathname.startsWith('/admin')) {
      return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
    }
  }
  return <Shell />;
}

/** The layout of public pages (and the not-found page): the same top bar and banner. */
export { Shell as PublicLayout };

/**
 * Top bar, banner, the page, and the drawer (with its menu button) whenever someone is logged in. A page
 * whose chunk cannot load (offline) shows the error page with a retry, in the layout.
 */
function Shell() {
  const ui = useUi();
  const showMenu = useSession().isLoggedIn;
  const { pathname, key } = useLocation();
  // A new page (or the next page of a list) opens at its top; Back and Forward leave the browser to
  // restore where the reader was.
  const arrivedBy = useNavigationType();
  useEffect(() => {
    // The enum's value, not its object: NavigationType itself would bring 55 bytes to the first page.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison
    if (arrivedBy !== 'POP') scrollTo(0, 0);
  }, [key, arrivedBy]);
  return (
    <div className="app-shell">
      {/* Behind an open drawer or help panel (modal dialogs), nothing takes focus or clicks. */}
      <div className="app-page" inert={ui.drawerOpen || ui.helpOpen}>
        <SkipLink />
        <OfflineNotice />
        <TopBar showMenu={showMenu} />
        <BetaBanner />
        <main id="main" className="app-main" tabIndex={-1}>
          <PageBoundary resetKey={pathname}>
            <Outlet />
          </PageBoundary>
        </main>
      </div>
      <Backdrop />
      {showMenu && <Drawer />}
      <HelpPanel />
      <BreakpointIndicator />
    </div>
  );
}
