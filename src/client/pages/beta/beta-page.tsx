import { Link } from 'react-router';
import { useT } from '../../app/i18n';
import '../../app/texts/beta';

export function BetaPage() {
  const t = useT();
  return (
    <section className="card narrow prose">
      <title>{t('common.pageTitle', { page: t('beta.title') })}</title>
      <h1>{t('beta.title')}</h1>
      <p>{t('common.description')}</p>
      <p>{t('beta.groups')}</p>
      <p>{t('beta.noInvitation')}</p>
      <div className="button-row">
        <Link className="button" to="/waiting-list">
          {t('beta.waitingList')}
        </Link>
        <Link className="button secondary" to="/login">
          {t('beta.login')}
        </Link>
      </div>
    </section>
  );
}
