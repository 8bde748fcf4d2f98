import { Link, NavLink, Route, Routes } from 'react-router';
import type { MessageKey } from '../../../shared/i18n';
import { useT } from '../../app/i18n';
import { NotFoundPage } from '../../components/ui/status-page';
import { AccountNewPage } from './accounts/account-new-page';
import { AccountsPage } from './accounts/accounts-page';
import { AdminBoundary } from './components/admin-boundary';
import { PageHeader } from './components/page-header';
import { GamePage } from './games/game-page';
import { GamesPage } from './games/games-page';
import { SessionsPage } from './sessions/sessions-page';
import { WaitListersPage } from './wait-listers/wait-listers-page';
import { WordNewPage } from './words/word-new-page';
import { WordPage } from './words/word-page';
import { WordsPage } from './words/words-page';
import './admin-messages';

const SECTIONS: { to: string; label: MessageKey; about: MessageKey }[] = [
  { to: '/admin/accounts', label: 'admin.nav.accounts', about: 'admin.home.accounts' },
  { to: '/admin/games', label: 'admin.nav.games', about: 'admin.home.games' },
  { to: '/admin/sessions', label: 'admin.nav.sessions', about: 'admin.home.sessions' },
  { to: '/admin/wait-listers', label: 'admin.nav.waitListers', about: 'admin.home.waitListers' },
  { to: '/admin/words', label: 'admin.nav.words', about: 'admin.home.words' },
];

function AdminHome() {
  const t = useT();
  return (
    <section className="admin-page">
      <PageHeader title={t('admin.title')} intro={t('admin.intro')} />
      <ul className="admin-home">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link className="admin-home-card" to={section.to}>
              <strong>{t(section.label)}</strong>
              <span className="muted">{t(section.about)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The staff area: its own bundle, loaded only for admins (app-routes.tsx loads it lazily). */
export default function AdminRoutes() {
  const t = useT();
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label={t('admin.nav.label')}>
        <Link to="/admin" className="admin-nav-home">
          {t('admin.title')}
        </Link>
        <ul>
          {SECTIONS.map((section) => (
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
          <Routes>
            <Route index element={<AdminHome />} />
            <Route path="accounts" element={<AccountsPage />} />
            <Route path="accounts/new" element={<AccountNewPage />} />
            <Route path="games" element={<GamesPage />} />
            <Route path="games/:gameId" element={<GamePage />} />
            <Route path="sessions" element={<SessionsPage />} />
            <Route path="wait-listers" element={<WaitListersPage />} />
            <Route path="words" element={<WordsPage />} />
            <Route path="words/new" element={<WordNewPage />} />
            <Route path="words/:wordId" element={<WordPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </AdminBoundary>
      </div>
    </div>
  );
}
