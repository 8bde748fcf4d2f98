import { useT } from '../../app/i18n';

/** A quiet loading state; `label` says what is loading (e.g. "Getting today's quiz."). */
export function PageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{label ?? t('common.loading')}</p>
    </div>
  );
}
