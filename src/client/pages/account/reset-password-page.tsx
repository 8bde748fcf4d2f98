import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { useT } from '../../app/i18n';
import { useSession } from '../../app/session';
import { trpc } from '../../app/trpc';
import { Alert } from '../../components/ui/form';
import { EmailField } from '../../components/ui/email-field';
import { NewPasswordField } from './account-fields';
import { AccountCard, SuccessPanel } from './account-card';
import { rateLimitMessage, useFormCall } from './use-form-call';

/** /forgot-password/{recoveryCode}: e-mail and new password; a reset ends every session of the account. */
export function ResetPasswordPage() {
  const t = useT();
  const session = useSession();
  const { recoveryCode = '' } = useParams();
  const reset = trpc.account.resetPassword.useMutation();
  const { busy, run, inputState } = useFormCall();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const [limited, setLimited] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setLimited(null);
    const address = email.trim().toLowerCase();
    const result = await run(() => reset.mutateAsync({ email: address, password, recoveryCode }));
    if (result.ok) {
      if (session.account?.email === address) session.forget(); // the server ended every session of the account
      return setDone(true);
    }
    if (result.error.status === 429) setLimited(rateLimitMessage(t, result.error));
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
        <form onSubmit={onSubmit} className="form" aria-busy={busy}>
          <EmailField value={email} onChange={setEmail} {...inputState} />
          <NewPasswordField
            id="password"
            label={t('account.fields.newPassword')}
            minLength={PASSWORD_MIN_LENGTH}
            value={password}
            onChange={setPassword}
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
