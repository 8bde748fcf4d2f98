import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../app/i18n';

/**
 * A full-page message: not found, 401, 403 or a failure. Every one has the headline 'Oopsy daisy.' and a
 * link home (product §2); `label` names the tab, `text` says what happened and
 * `action` is the way on where there is a better one than home (log in, try again).
 */
export function StatusPage({
  code,
  label,
  text,
  action,
}: {
  code: number;
  label: string;
  text: string;
  action?: ReactNode;
}) {
  const t = useT();
  return (
    <section className="status-page" data-status={code}>
      <title>{t('common.pageTitle', { page: label })}</title>
      <p className="status-code" aria-hidden="true">
        {code}
      </p>
      {/* The not-found page's headline is every error page's (product §2). */}
      <h1>{t('common.notFound.title')}</h1>
      <p className="lead">{text}</p>
      <div className="status-actions">
        {action}
        <Link className={action ? 'button secondary' : 'button'} to="/">
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}

export function NotFoundPage() {
  const t = useT();
  return <StatusPage code={404} label={t('common.notFound.title')} text={t('common.notFound.text')} />;
}

export function UnauthorizedPage() {
  const t = useT();
  return (
    <StatusPage
      code={401}
      label={t('common.unauthorized.title')}
      text={t('common.unauthorized.text')}
      action={
        <Link className="button" to="/login">
          {t('common.unauthorized.action')}
        </Link>
      }
    />
  );
}

export function ForbiddenPage() {
  const t = useT();
  return <StatusPage code={403} label={t('common.forbidden.title')} text={t('common.forbidden.text')} />;
}
