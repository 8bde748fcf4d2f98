import { Link } from 'react-router';
import { useT } from '../../app/i18n';
import { ADMIN_SECTIONS } from './admin-sections';
import { PageHeader } from './components/page-header';

/** /admin: a card for each section. */
export function AdminHomePage() {
  const t = useT();
  return (
    <section className="admin-page">
      <PageHeader title={t('admin.title')} intro={t('admin.intro')} />
      <ul className="admin-home">
        {ADMIN_SECTIONS.map((section) => (
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
