import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../app/i18n';

/** An admin page's title bar: its heading, an optional line under it, and its actions. */
export function PageHeader({
  title,
  intro,
  back,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <header className="admin-header">
      <title>
        {t('common.pageTitle', { page: title === t('admin.title') ? title : `${title} · ${t('admin.title')}` })}
      </title>
      <div className="admin-header-text">
        {back && (
          <Link className="admin-back" to={back.to}>
            {back.label}
          </Link>
        )}
        <h1>{title}</h1>
        {intro && <p className="muted admin-intro">{intro}</p>}
        {children}
      </div>
      {actions && <div className="admin-actions">{actions}</div>}
    </header>
  );
}
