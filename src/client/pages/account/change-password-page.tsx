import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { ACCOUNT_ERROR_CODES, ChangePasswordFormSchema } from '../../../shared/schemas/accounts.schema';
import { useT } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { ErrorList, Field } from '../../components/ui/form';
import { checkForm, type FieldMessages } from '../../lib/form-check';
import { NewPasswordField } from './account-fields';
import { AccountCard, SuccessPanel } from './account-card';
import { useRateLimitMessage } from '../../lib/rate-limit-message';
import { useFormCall } from './use-form-call';
import '../../app/texts/account';

/** /password: current and new password; the account's other sessions end on success. */
export function ChangePasswordPage() {
  const t = useT();
  const rateLimited = useRateLimitMessage();
  const change = trpc.account.changePassword.useMutation();
  const { busy, run, inputState } = useFormCall();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<'currentPassword' | 'newPassword'>>({});

  /** Product §13: the two known codes have their own text; any other is 'An unknown error occurred.' */
  const messageOf = (code: string) => {
    if (code === ACCOUNT_ERROR_CODES.currentPasswordIncorrect)
      return t('account.errors.changePassword.currentPassword.incorrect');
    if (code === ACCOUNT_ERROR_CODES.newPasswordInvalid) return t('account.errors.changePassword.newPassword.invalid');
    return t('account.errors.unknown');
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    setDone(false);
    const checked = checkForm(ChangePasswordFormSchema, { currentPassword, newPassword }, t, {
      currentPassword: 'account.validation.currentPassword',
      newPassword: 'account.errors.changePassword.newPassword.invalid',
    });
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const result = await run(() => change.mutateAsync(checked.data));
    if (result.ok) {
      setCurrentPassword('');
      setNewPassword('');
      return setDone(true);
    }
    const { status, errors: listed } = result.error;
    if (status === 429) return setErrors([rateLimited(result.error.retryAfter)]);
    const codes = listed?.map((e) => e.code) ?? [];
    setErrors([...new Set(codes.length ? codes.map(messageOf) : [t('account.errors.unknown')])]);
  }

  return (
    <AccountCard title={t('account.changePassword.title')} intro={t('account.changePassword.intro')}>
      {done && <SuccessPanel message={t('account.changePassword.success')} />}
      <form onSubmit={onSubmit} className="form" aria-busy={busy} noValidate>
        <Field
          id="currentPassword"
          label={t('account.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          error={fieldErrors.currentPassword}
          {...inputState}
        />
        <NewPasswordField
          id="newPassword"
          label={t('account.fields.newPassword')}
          minLength={PASSWORD_MIN_LENGTH}
          value={newPassword}
          onChange={setNewPassword}
          error={fieldErrors.newPassword}
          {...inputState}
        />
        <ErrorList heading={t('account.changePassword.errorsHeading')} messages={errors} />
        <button type="submit" className="button full" disabled={busy}>
          {busy ? t('account.changePassword.busy') : t('account.changePassword.submit')}
        </button>
      </form>
    </AccountCard>
  );
}
