import { useState } from 'react';
import { useT } from '../../../app/i18n';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * A destructive action asked twice: the first press turns into "Confirm / Cancel" in place,
 * so nothing ends by a slip of the mouse and no modal gets in the way.
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  if (busy) {
    return (
      <button type="button" className="button small danger" disabled>
        {busyLabel}
      </button>
    );
  }
  if (!asking) {
    return (
      <button type="button" className="button small secondary" onClick={() => setAsking(true)} disabled={!hydrated}>
        {label}
      </button>
    );
  }
  return (
    <span className="confirm" role="group" aria-label={question}>
      <span className="confirm-question">{question}</span>
      <button
        type="button"
        className="button small danger"
        autoFocus
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="button small secondary" onClick={() => setAsking(false)}>
        {t('admin.form.cancel')}
      </button>
    </span>
  );
}
