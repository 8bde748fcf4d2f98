import { Link } from 'react-router';
import { useT } from '../../app/i18n';
import { useUi } from '../../app/ui-state';
import { CloseIcon } from '../ui/icons';

export function BetaBanner() {
  const t = useT();
  const ui = useUi();
  if (!ui.showBetaBanner) return null;
  return (
    <aside className="beta-banner" aria-label={t('layout.banner.link')} data-testid="beta-banner">
      <p>
        {t('layout.banner.text', { name: t('common.appName') })} <Link to="/beta">{t('layout.banner.link')}</Link>
      </p>
      <button
        type="button"
        className="icon-button small"
        aria-label={t('layout.banner.close')}
        onClick={ui.hideBetaBanner}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
