import { Link, NavLink, Outlet } from 'react-router';
import { useT } from '../../app/i18n';
import { ADMIN_SECTIONS } from './admin-sections';
import { AdminBoundary } from './components/admin-boundary';
import './admin-messages';

/**
 * The staff area's frame: its navigation and the page. A chunk of its own with the staff area's texts,
 * loaded only for admins (see AdminGate in app-routes.tsx); each staff page is a chunk of its own too.
 */
export function AdminLayout() {
  const t = useT();
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label={t('admin.nav.label')}>
        <Link to="/admin" className="admin-nav-home">
          {t('admin.title')}
        </Link>
        <ul>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} className="admin-nav-link">
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-content">
        <AdminBoundary>
          <Outlet />
        </AdminBoundary>
      </div>
    </div>
  );
}
