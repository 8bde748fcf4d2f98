import { useT } from '../../app/i18n';

export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('layout.skipToContent')}
    </a>
  );
}
