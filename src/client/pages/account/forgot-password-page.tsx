import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { Alert } from '../../components/ui/form';
import { EmailField } from '../../components/ui/email-field';
import { checkFormOnDemand, schemaOnDemand, type FieldMessages } from '../../lib/form-check';
import { AccountCard, SuccessPanel } from './account-card';
import { useRateLimitMessage } from '../../lib/rate-limit-message';
import { useFormCall } from './use-form-call';
import '../../app/texts/account';

const recoverySchema = schemaOnDemand(() =>
  import('../../../shared/schemas/accounts.schema').then((m) => m.RecoverySchema),
);

/** /forgot-password: asks for a recovery e-mail; the answer is the same whether or not the e-mail is known. */
export function ForgotPasswordPage() {
  const t = useT();
  const rateLimited = useRateLimitMessage();
  const recover = trpc.account.requestRecovery.useMutation();
  const { busy, run, inputState } = useFormCall();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [limited, setLimited] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<'email'>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setLimited(null);
    const checked = await checkFormOnDemand(recoverySchema, { email }, t, { email: 'account.validation.email' });
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const result = await run(() => recover.mutateAsync(checked.data));
    if (result.ok) return setSentTo(checked.data.email);
    if (result.error.status === 429) setLimited(rateLimited(result.error.retryAfter));
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
        <form onSubmit={onSubmit} onFocus={recoverySchema.preload} className="form" aria-busy={busy} noValidate>
          <EmailField value={email} onChange={setEmail} error={fieldErrors.email} {...inputState} />
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
