import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { useT } from '../../app/i18n';
import { useSession } from '../../app/session';
import { trpc } from '../../app/trpc';
import { Alert } from '../../components/ui/form';
import { EmailField } from '../../components/ui/email-field';
import { checkFormOnDemand, schemaOnDemand, type FieldMessages } from '../../lib/form-check';
import { NewPasswordField } from './account-fields';
import { AccountCard, SuccessPanel } from './account-card';
import { useRateLimitMessage } from '../../lib/rate-limit-message';
import { useFormCall } from './use-form-call';
import '../../app/texts/account';

const resetSchema = schemaOnDemand(() =>
  import('../../../shared/schemas/accounts.schema').then((m) => m.ResetPasswordFormSchema),
);

/** /forgot-password/{recoveryCode}: e-mail and new password; a reset ends every session of the account. */
export function ResetPasswordPage() {
  const t = useT();
  const rateLimited = useRateLimitMessage();
  const session = useSession();
  const { recoveryCode = '' } = useParams();
  const reset = trpc.account.resetPassword.useMutation();
  const { busy, run, inputState } = useFormCall();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const [limited, setLimited] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<'email' | 'password' | 'recoveryCode'>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setLimited(null);
    const checked = await checkFormOnDemand(resetSchema, { email, password, recoveryCode }, t, {
      email: 'account.errors.resetPassword.email.invalid',
      password: 'account.errors.resetPassword.password.invalid',
      recoveryCode: 'account.errors.resetPassword.recoveryCode.invalid',
    });
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const result = await run(() => reset.mutateAsync(checked.data));
    if (result.ok) {
      if (session.account?.email === checked.data.email) session.forget(); // the server ended every session of the account
      return setDone(true);
    }
    if (result.error.status === 429) setLimited(rateLimited(result.error.retryAfter));
  }

  return (
    <AccountCard title={t('account.resetPassword.title')} intro={done ? undefined : t('account.resetPassword.intro')}>
      {done ? (
        <SuccessPanel message={t('account.resetPassword.success')}>
          <Link className="button full" to="/login">
            {t('account.goToLogin')}
          </Link>
        </SuccessPanel>
      ) : (
        <form onSubmit={onSubmit} onFocus={resetSchema.preload} className="form" aria-busy={busy} noValidate>
          {fieldErrors.recoveryCode && <Alert kind="error">{fieldErrors.recoveryCode}</Alert>}
          <EmailField value={email} onChange={setEmail} error={fieldErrors.email} {...inputState} />
          <NewPasswordField
            id="password"
            label={t('account.fields.newPassword')}
            minLength={PASSWORD_MIN_LENGTH}
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
            {...inputState}
          />
          {limited && <Alert kind="error">{limited}</Alert>}
          <button type="submit" className="button full" disabled={busy}>
            {busy ? t('account.resetPassword.busy') : t('account.resetPassword.submit')}
          </button>
        </form>
      )}
      {!done && (
        <div className="auth-links">
          <p>
            <Link to="/forgot-password">{t('account.resetPassword.newLink')}</Link>
          </p>
          <p>
            <Link to="/login">{t('account.backToLogin')}</Link>
          </p>
        </div>
      )}
    </AccountCard>
  );
}
