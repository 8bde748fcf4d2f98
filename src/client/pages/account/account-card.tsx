import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../app/i18n';
import { CheckIcon } from '../../components/ui/verdict-icons';

/** The frame of the account pages: a narrow card with a heading and an intro line. */
export function AccountCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const t = useT();
  return (
    <section className="card narrow auth-card account-card">
      <title>{t('common.pageTitle', { page: title })}</title>
      <h1>{title}</h1>
      {intro && <p className="muted">{intro}</p>}
      {children}
    </section>
  );
}

/**
 * A success message with an icon and an optional next step. It takes the focus when it appears
 * (the form it replaces is gone), so keyboard and screen-reader users land on it.
 */
export function SuccessPanel({ message, children }: { message: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="account-success" role="status" tabIndex={-1}>
      <span className="account-success-icon" aria-hidden="true">
        <CheckIcon />
      </span>
      <p className="account-success-message">{message}</p>
      {children}
    </div>
  );
}
