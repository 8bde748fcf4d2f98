import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FORM_DELAY_MS } from '../../../../shared/constants';
import type { MessageKey } from '../../../../shared/i18n';
import { CreateAccountSchema } from '../../../../shared/schemas/admin.schema';
import { useT } from '../../../app/i18n';
import { trpc } from '../../../app/trpc';
import { EmailField } from '../../../components/ui/email-field';
import { ErrorList, Field } from '../../../components/ui/form';
import { readCallError } from '../../../lib/errors';
import { delay } from '../../../lib/storage';
import { PageHeader } from '../components/page-header';
import type { CreatedState } from './accounts-page';
import { useHydrated } from '../../../lib/use-hydrated';
import { useFocusKeptWhileBusy } from '../../../lib/use-focus-kept-while-busy';

type FieldName = 'email' | 'password';

const FIELD_MESSAGES: Record<FieldName, MessageKey> = {
  email: 'admin.newAccount.invalidEmail',
  password: 'admin.newAccount.invalidPassword',
};

/** `invalid.email` → 'email': which field a server or zod error is about. */
function fieldOf(code: string): FieldName | undefined {
  const field = code.replace(/^invalid\./, '');
  return field === 'email' || field === 'password' ? field : undefined;
}

export function AccountNewPage() {
  const t = useT();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.admin.accounts.create.useMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const locked = busy || !hydrated;
  useFocusKeptWhileBusy(busy);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);

  /** Server and form errors alike: under their field, and listed above the form. */
  function showErrors(codes: string[]) {
    const byField: Partial<Record<FieldName, string>> = {};
    const messages: string[] = [];
    for (const code of codes) {
      const field = code === 'email_taken' ? 'email' : fieldOf(code);
      const message =
        code === 'email_taken'
          ? t('admin.newAccount.emailTaken')
          : field
            ? t(FIELD_MESSAGES[field])
            : t('admin.form.unknownError');
      if (field) byField[field] = message;
      if (!messages.includes(message)) messages.push(message);
    }
    setFieldErrors(byField);
    setFormErrors(messages);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = CreateAccountSchema.safeParse({ email, password });
    if (!parsed.success) {
      showErrors(parsed.error.issues.map((issue) => `invalid.${issue.path.join('.')}`));
      return;
    }
    setBusy(true);
    setFieldErrors({});
    setFormErrors([]);
    await delay(FORM_DELAY_MS);
    try {
      await create.mutateAsync(parsed.data);
      await utils.admin.accounts.list.invalidate();
      void navigate('/admin/accounts', { state: { createdEmail: parsed.data.email } satisfies CreatedState });
    } catch (error) {
      const failure = readCallError(error);
      showErrors(failure.errors?.map((e) => e.code) ?? [failure.error ?? 'unknown']);
      setBusy(false);
    }
  }

  return (
    <section className="admin-page">
      <PageHeader
        title={t('admin.newAccount.title')}
        intro={t('admin.newAccount.intro')}
        back={{ to: '/admin/accounts', label: t('admin.newAccount.back') }}
      />
      <form className="card admin-form" method="post" onSubmit={onSubmit} noValidate>
        <ErrorList heading={t('admin.form.errorsHeading')} messages={formErrors} />
        <EmailField
          label={t('admin.newAccount.email')}
          autoComplete="off"
          value={email}
          error={fieldErrors.email}
          onChange={setEmail}
          disabled={locked}
        />
        <Field
          id="password"
          label={t('admin.newAccount.password')}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          hint={t('admin.newAccount.passwordHint')}
          error={fieldErrors.password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={locked}
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={locked}>
            {busy ? t('admin.newAccount.busy') : t('admin.newAccount.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
