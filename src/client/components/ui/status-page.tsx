import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../app/i18n';

/** A full-page message: not found, 401, 403 or a failure. */
export function StatusPage({
  code,
  title,
  text,
  action,
}: {
  code: number;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  const t = useT();
  return (
    <section className="status-page" data-status={code}>
      <title>{t('common.pageTitle', { page: title })}</title>
      <p className="status-code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      {action ?? (
        <Link className="button" to="/">
          {t('common.backHome')}
        </Link>
      )}
    </section>
  );
}

export function NotFoundPage() {
  const t = useT();
  return <StatusPage code={404} title={t('common.notFound.title')} text={t('common.notFound.text')} />;
}

export function UnauthorizedPage() {
  const t = useT();
  return (
    <StatusPage
      code={401}
      title={t('common.unauthorized.title')}
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
  return <StatusPage code={403} title={t('common.forbidden.title')} text={t('common.forbidden.text')} />;
}
