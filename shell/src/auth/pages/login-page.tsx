import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, notifyApiError, useT, validate, useDocumentTitle, useLocalePath } from '@shop/shared';
import { login, verifyCode } from '../api/auth-api';
import { AlreadyLoggedIn } from '../components/already-logged-in';
import { CodeStep } from '../components/code-step';
import { Field } from '../components/field';
import { IdentifierField } from '../components/identifier-field';
import { identifierError, normalizeIdentifier, type IdentifierKind } from '../lib/identifier';
import { withRedirect } from '../lib/redirect';
import { registerAuthTranslations } from '../register-translations';
import { useAuthPage } from '../use-auth-page';
import { useCodeSender } from '../use-code-sender';

// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by nature
import '../auth.css';

registerAuthTranslations();

type Mode = 'password' | 'code';

/** /login and /login-old: e-mail or telephone, with a password or a one-time code. */
export default function LoginPage() {
  const { t: tc } = useT('common');
  const { t, redirect, redirecting, loggedIn, finishLogin } = useAuthPage({ applyRules: true });
  const localePath = useLocalePath();
  const codes = useCodeSender();
  const [kind, setKind] = useState<IdentifierKind>('email');
  const [mode, setMode] = useState<Mode>('password');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('auth.meta.page_title', { title: t('auth.login_title') }), t('auth.meta.login_description'));

  if (redirecting) return null;
  if (loggedIn && !busy) {
    return (
      <section className="auth-page">
        <h1>{t('auth.login_title')}</h1>
        <AlreadyLoggedIn />
      </section>
    );
  }

  const message = (key: string | null) => (key ? tc(key) : null);

  const submitPassword = async () => {
    const next = { identifier: message(identifierError(kind, identifier)), password: message(validate(password, { required: true })) };
    setErrors(next);
    if (next.identifier || next.password) return;
    setBusy(true);
    try {
      const session = await login(normalizeIdentifier(kind, identifier), password);
      if (await finishLogin(session, t('auth.login_success'))) return;
    } catch (error) {
      notifyApiError(error, { toastWithoutResponse: true });
    }
    setBusy(false);
  };

  const requestCode = async () => {
    const invalid = message(identifierError(kind, identifier));
    setErrors({ identifier: invalid });
    if (invalid) return;
    await codes.send(normalizeIdentifier(kind, identifier), kind === 'email' ? 'email' : 'sms');
  };

  const submitCode = async () => {
    const invalid = message(validate(code, { required: true, code: true }));
    setErrors({ code: invalid });
    if (invalid || !codes.target) return;
    setBusy(true);
    try {
      const result = await verifyCode(codes.target.to, code);
      if (!result.customer_exists) {
        setErrors({ code: t('auth.no_account_for_code') });
      } else if (await finishLogin(result, t('auth.login_success'))) {
        return;
      }
    } catch (error) {
      notifyApiError(error, { toastWithoutResponse: true });
    }
    setBusy(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (mode === 'password') void submitPassword();
    else if (codes.target) void submitCode();
    else void requestCode();
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
    setCode('');
    codes.reset();
  };

  return (
    <section className="auth-page" aria-labelledby="login-title">
      <h1 id="login-title">{t('auth.login_title')}</h1>
      <form className="auth-form" noValidate onSubmit={onSubmit} data-testid="login-form">
        {mode === 'code' && codes.target ? (
          <CodeStep
            target={codes.target}
            code={code}
            onCodeChange={setCode}
            error={errors['code'] ?? null}
            remaining={codes.remaining}
            sending={codes.sending}
            onResend={() => void codes.send(codes.target!.to, codes.target!.channel)}
            onChangeIdentifier={() => {
              codes.reset();
              setCode('');
            }}
          />
        ) : (
          <IdentifierField
            legend={t('auth.login_with')}
            kind={kind}
            onKindChange={(k) => {
              setKind(k);
              setIdentifier('');
              setErrors({});
            }}
            value={identifier}
            onChange={setIdentifier}
            error={errors['identifier'] ?? null}
          />
        )}
        {mode === 'password' ? (
          <Field
            label={t('auth.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors['password'] ?? null}
            required
          />
        ) : null}
        <Button type="submit" fullWidth loading={busy || codes.sending}>
          {mode === 'password' ? t('auth.login_submit') : codes.target ? t('auth.verify') : t('auth.send_code')}
        </Button>
        <button type="button" className="auth-link" onClick={() => switchMode(mode === 'password' ? 'code' : 'password')}>
          {mode === 'password' ? t('auth.login_with_code') : t('auth.login_with_password')}
        </button>
      </form>
      <nav className="auth-links">
        <Link to={withRedirect(localePath('/password-reset'), redirect)}>{t('auth.forgot_password')}</Link>
        <p>
          {t('auth.no_account')} <Link to={withRedirect(localePath('/signup'), redirect)}>{t('auth.create_account')}</Link>
        </p>
      </nav>
    </section>
  );
}
