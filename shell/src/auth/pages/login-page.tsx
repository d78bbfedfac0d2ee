import { Link } from 'react-router';
import { Button, useT, useDocumentTitle, useLocalePath } from '@shop/shared';
import { AlreadyLoggedIn } from '../components/already-logged-in';
import { CodeStep } from '../components/code-step';
import { Field } from '../components/field';
import { IdentifierField } from '../components/identifier-field';
import { withRedirect } from '../lib/redirect';
import { registerAuthTranslations } from '../register-translations';
import { useAuthPage } from '../use-auth-page';
import { useLoginForm } from '../use-login-form';

// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by nature
import '../auth.css';

registerAuthTranslations();

/** /login and /login-old: e-mail or telephone, with a password or a one-time code. */
export default function LoginPage() {
  const { t: tc } = useT('common');
  const { t, redirect, redirecting, loggedIn, finishLogin } = useAuthPage({ applyRules: true });
  const localePath = useLocalePath();
  const { codes, kind, mode, identifier, setIdentifier, password, setPassword, code, setCode, errors, busy, onSubmit, switchMode, changeIdentifier, changeKind } = useLoginForm(
    { t, finishLogin },
    tc,
  );
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
            onChangeIdentifier={changeIdentifier}
          />
        ) : (
          <IdentifierField
            legend={t('auth.login_with')}
            kind={kind}
            onKindChange={changeKind}
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
