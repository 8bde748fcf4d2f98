import { Link } from 'react-router';
import { useT } from '../../app/i18n';

export function BetaPage() {
  const t = useT();
  return (
    <section className="card narrow prose">
      <title>{t('common.pageTitle', { page: t('auth.beta.title') })}</title>
      <h1>{t('auth.beta.title')}</h1>
      <p>{t('auth.beta.body1')}</p>
      <p>{t('auth.beta.body2')}</p>
      <p>{t('auth.beta.body3')}</p>
      <div className="button-row">
        <Link className="button" to="/waiting-list">
          {t('auth.beta.waitingList')}
        </Link>
        <Link className="button secondary" to="/login">
          {t('auth.beta.login')}
        </Link>
      </div>
    </section>
  );
}
