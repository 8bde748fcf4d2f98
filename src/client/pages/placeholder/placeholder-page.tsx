import type { MessageKey } from '../../../shared/i18n';
import { useT } from '../../app/i18n';

/** A page whose feature is still being built shows its heading. */
export function placeholderPage(titleKey: MessageKey) {
  return function PlaceholderPage() {
    const t = useT();
    return (
      <section className="card">
        <title>{t('common.pageTitle', { page: t(titleKey) })}</title>
        <h1>{t(titleKey)}</h1>
      </section>
    );
  };
}
