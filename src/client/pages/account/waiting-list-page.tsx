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

const waitingListSchema = schemaOnDemand(() =>
  import('../../../shared/schemas/accounts.schema').then((m) => m.WaitingListSchema),
);

/** /waiting-list: an e-mail form; failures show no message (product §13) except the rate limit. */
export function WaitingListPage() {
  const t = useT();
  const rateLimited = useRateLimitMessage();
  const joinList = trpc.account.joinWaitingList.useMutation();
  const { busy, run, inputState } = useFormCall();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const [limited, setLimited] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<'email'>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setLimited(null);
    const checked = await checkFormOnDemand(waitingListSchema, { email }, t, { email: 'account.validation.email' });
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const result = await run(() => joinList.mutateAsync(checked.data));
    if (result.ok) return setDone(true);
    if (result.error.status === 429) setLimited(rateLimited(result.error.retryAfter));
  }

  return (
    <AccountCard title={t('account.waitingList.title')} intro={done ? undefined : t('account.waitingList.intro')}>
      {done ? (
        <SuccessPanel message={t('account.waitingList.success')} />
      ) : (
        <form onSubmit={onSubmit} onFocus={waitingListSchema.preload} className="form" aria-busy={busy} noValidate>
          <EmailField value={email} onChange={setEmail} error={fieldErrors.email} {...inputState} />
          {limited && <Alert kind="error">{limited}</Alert>}
          <button type="submit" className="button full" disabled={busy}>
            {busy ? t('account.waitingList.busy') : t('account.waitingList.submit')}
          </button>
        </form>
      )}
      <div className="auth-links">
        <p>
          {t('account.waitingList.haveCode')} <Link to="/join">{t('account.waitingList.signUp')}</Link>
        </p>
        <p>
          <Link to="/login">{t('account.backToLogin')}</Link>
        </p>
      </div>
    </AccountCard>
  );
}
