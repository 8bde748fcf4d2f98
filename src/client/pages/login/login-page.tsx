import { startTransition, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_DELAY_MS } from '../../../shared/constants';
import { RETURN_PARAM, returnPathOf } from '../../../shared/return-to';
import { useT } from '../../app/i18n';
import { useSession } from '../../app/session';
import { trpc } from '../../app/trpc';
import { useUi } from '../../app/ui-state';
import { EmailField } from '../../components/ui/email-field';
import { Alert, Field } from '../../components/ui/form';
import { readCallError } from '../../lib/errors';
import { checkFormOnDemand, schemaOnDemand, type FieldMessages } from '../../lib/form-check';
import { useRateLimitMessage } from '../../lib/rate-limit-message';
import { delay } from '../../lib/storage';
import { useHydrated } from '../../lib/use-hydrated';
import { useFocusKeptWhileBusy } from '../../lib/use-focus-kept-while-busy';
import '../../app/texts/account';
import '../../app/texts/login';

const loginSchema = schemaOnDemand(() => import('../../../shared/schemas/auth.schema').then((m) => m.LoginSchema));

export function LoginPage() {
  const t = useT();
  const rateLimited = useRateLimitMessage();
  const ui = useUi();
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = trpc.auth.login.useMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [inProgress, setInProgress] = useState(false);
  const [loginError, setLoginError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<'email' | 'password'>>({});
  const hydrated = useHydrated();
  useFocusKeptWhileBusy(inProgress);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setLoginError(null);
    const checked = await checkFormOnDemand(loginSchema, { email, password }, t, {
      email: 'account.validation.email',
      password: 'account.validation.password',
    });
    setFieldErrors(checked.ok ? {} : checked.errors);
    // Offline: as when the login call itself cannot go out.
    if (!checked.ok && 'unavailable' in checked) setLoginError(t('login.failed'));
    if (!checked.ok) return;
    setInProgress(true);
    session.forget(); // a new login clears the previous session (product §9)
    await delay(LOGIN_DELAY_MS);
    try {
      const created = await login.mutateAsync(checked.data);
      // Back to the page that sent the visitor here (`/login?next=`), else home. One transition for
      // both: the router moves in a transition, so a session set outside it would render the login
      // page logged in first, whose redirect of a logged-in visitor (home) would win.
      startTransition(() => {
        session.signIn(created);
        void navigate(returnPathOf(search.get(RETURN_PARAM)), { replace: true });
      });
    } catch (error) {
      const { status, retryAfter } = readCallError(error);
      setLoginError(status === 429 ? rateLimited(retryAfter) : t('login.failed'));
      setInProgress(false);
    }
  }

  return (
    <section className="card narrow auth-card">
      <title>{t('common.pageTitle', { page: t('login.title') })}</title>
      <h1>{t('login.title')}</h1>
      <p className="muted">{t('login.intro')}</p>
      <form onSubmit={onSubmit} onFocus={loginSchema.preload} className="form" method="post" action="/login" noValidate>
        <EmailField value={email} onChange={setEmail} disabled={inProgress} error={fieldErrors.email} />
        <Field
          id="password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={inProgress}
          error={fieldErrors.password}
        />
        {loginError && <Alert kind="error">{loginError}</Alert>}
        <button type="submit" className="button full" disabled={inProgress || !hydrated}>
          {inProgress ? t('login.busy') : t('login.submit')}
        </button>
      </form>
      <div className="auth-links">
        <p>
          {t('login.noAccount')} <Link to="/join">{t('login.signUp')}</Link>
        </p>
        {ui.isFeatureOn('forgotPassword') && (
          <p>
            <Link to="/forgot-password">{t('login.forgot')}</Link>
          </p>
        )}
        <p>
          <Link to="/waiting-list">{t('login.waitingList')}</Link>
        </p>
      </div>
    </section>
  );
}
