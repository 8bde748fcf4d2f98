import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { Alert } from '../../components/ui/form';
import { EmailField } from '../../components/ui/email-field';
import { AccountCard, SuccessPanel } from './account-card';
import { rateLimitMessage, useFormCall } from './use-form-call';

/** /forgot-password: asks for a recovery e-mail; the answer is the same whether or not the e-mail is known. */
export function ForgotPasswordPage() {
  const t = useT();
  const recover = trpc.account.requestRecovery.useMutation();
  const { busy, run, inputState } = useFormCall();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [limited, setLimited] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setLimited(null);
    const address = email.trim().toLowerCase();
    const result = await run(() => recover.mutateAsync({ email: address }));
    if (result.ok) return setSentTo(address);
    if (result.error.status === 429) setLimited(rateLimitMessage(t, result.error));
  }

  return (
    <AccountCard
      title={t('account.forgotPassword.title')}
      intro={sentTo ? undefined : t('account.forgotPassword.intro')}
    >
      {sentTo ? (
        <SuccessPanel message={t('account.forgotPassword.success', { email: sentTo })}>
          <p className="muted account-success-hint">{t('account.forgotPassword.successHint')}</p>
        </SuccessPanel>
      ) : (
        <form onSubmit={onSubmit} className="form" aria-busy={busy}>
          <EmailField value={email} onChange={setEmail} {...inputState} />
          {limited && <Alert kind="error">{limited}</Alert>}
          <button type="submit" className="button full" disabled={busy}>
            {busy ? t('account.forgotPassword.busy') : t('account.forgotPassword.submit')}
          </button>
        </form>
      )}
      <div className="auth-links">
        <p>
          <Link to="/login">{t('account.backToLogin')}</Link>
        </p>
      </div>
    </AccountCard>
  );
}
