import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useT } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { ErrorList, Field } from '../../components/ui/form';
import { EmailField } from '../../components/ui/email-field';
import { checkFormOnDemand, schemaOnDemand, type FieldMessages } from '../../lib/form-check';
import { NewPasswordField } from './account-fields';
import { AccountCard, SuccessPanel } from './account-card';
import { useRateLimitMessage } from '../../lib/rate-limit-message';
import { useFormCall } from './use-form-call';
import '../../app/texts/account';
import '../../app/texts/login';

const joinSchema = schemaOnDemand(() =>
  import('../../../shared/schemas/accounts.schema').then((m) => m.JoinFormSchema),
);

/** Sign-up: /join, or /join/{code} with the invitation code prefilled and read-only (product §9). */
export function JoinPage() {
  const t = useT();
  const rateLimited = useRateLimitMessage();
  const { registrationCode } = useParams();
  const join = trpc.account.join.useMutation();
  const { busy, run, inputState } = useFormCall();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState(registrationCode ?? '');
  const [accountId, setAccountId] = useState<string | false>(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<'email' | 'password' | 'code'>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    const checked = await checkFormOnDemand(joinSchema, { email, password, code }, t, {
      email: 'account.errors.join.email.invalid',
      password: 'account.errors.join.password.invalid',
      code: 'account.errors.join.code.required',
    });
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const result = await run(() => join.mutateAsync(checked.data));
    if (result.ok) return setAccountId(result.value.id);
    const { status, errors: listed } = result.error;
    if (status === 429) setErrors([rateLimited(result.error.retryAfter)]);
    else if (listed?.length) setErrors(listed.map((e) => e.message));
  }

  return (
    <AccountCard title={t('account.join.title')} intro={accountId ? undefined : t('account.join.intro')}>
      {accountId ? (
        <SuccessPanel message={t('account.join.success')}>
          <Link className="button full" to="/login">
            {t('account.goToLogin')}
          </Link>
        </SuccessPanel>
      ) : (
        <>
          <form onSubmit={onSubmit} onFocus={joinSchema.preload} className="form" aria-busy={busy} noValidate>
            <EmailField value={email} onChange={setEmail} error={fieldErrors.email} {...inputState} />
            <NewPasswordField
              id="password"
              label={t('account.fields.password')}
              value={password}
              onChange={setPassword}
              error={fieldErrors.password}
              {...inputState}
            />
            <Field
              id="code"
              label={t('account.fields.code')}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="code-input"
              hint={registrationCode !== undefined ? t('account.codeFromLink') : undefined}
              value={code}
              error={fieldErrors.code}
              onChange={(e) => setCode(e.target.value)}
              {...inputState}
              readOnly={registrationCode !== undefined || inputState.readOnly}
              data-hydrating={registrationCode !== undefined ? undefined : inputState['data-hydrating']}
            />
            <ErrorList heading={t('account.join.errorsHeading')} messages={errors} />
            <button type="submit" className="button full" disabled={busy}>
              {busy ? t('account.join.busy') : t('account.join.submit')}
            </button>
          </form>
          <div className="auth-links">
            <p>
              {t('account.join.haveAccount')} <Link to="/login">{t('login.title')}</Link>
            </p>
            <p>
              {t('account.join.noCode')} <Link to="/waiting-list">{t('account.join.waitingList')}</Link>
            </p>
          </div>
        </>
      )}
    </AccountCard>
  );
}
