import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, notifyApiError, useT, useDocumentTitle, useLocalePath } from '@shop/shared';
import { login, resetPasswordWithCode, resetPasswordWithToken } from '../api/auth-api';
import { CodeStep } from '../components/code-step';
import { Field } from '../components/field';
import { IdentifierField } from '../components/identifier-field';
import { identifierError, normalizeIdentifier, type IdentifierKind } from '../lib/identifier';
import { withRedirect } from '../lib/redirect';
import { registerAuthTranslations } from '../register-translations';
import { useAuthPage } from '../use-auth-page';
import { useCheck } from '../use-check';
import { useCodeSender } from '../use-code-sender';

// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by nature
import '../auth.css';

registerAuthTranslations();

/**
 * /password-reset: a code sent to the e-mail or the telephone, or the link the back end e-mails
 * (`?email=…&token=…`); then a new password, and the shopper is logged in.
 */
export default function PasswordResetPage() {
  const { t: tc } = useT('common');
  const { t, redirect, finishLogin } = useAuthPage({ applyRules: false });
  const { search } = useLocation();
  const localePath = useLocalePath();
  const codes = useCodeSender();
  const params = new URLSearchParams(search);
  const linkEmail = params.get('email');
  const linkToken = params.get('token');
  const byLink = Boolean(linkEmail && linkToken);
  const [kind, setKind] = useState<IdentifierKind>('email');
  const [identifier, setIdentifier] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('auth.meta.page_title', { title: t('auth.reset_title') }), t('auth.meta.reset_description'));

  const check = useCheck();

  const passwordErrors = () => ({
    password: check(password, { required: true, password: true }),
    confirm: check(confirm, { required: true, match: password }),
  });

  const submitLink = async () => {
    const next = passwordErrors();
    setErrors(next);
    if (next.password || next.confirm) return;
    setBusy(true);
    try {
      await resetPasswordWithToken(linkEmail!, linkToken!, password);
      const session = await login(linkEmail!, password);
      if (await finishLogin(session, t('auth.reset_success'))) return;
    } catch (error) {
      notifyApiError(error, { toastWithoutResponse: true });
    }
    setBusy(false);
  };

  const submitCode = async () => {
    const next = { code: check(code, { required: true, code: true }), ...passwordErrors() };
    setErrors(next);
    if (next.code || next.password || next.confirm || !codes.target) return;
    setBusy(true);
    try {
      const session = await resetPasswordWithCode(codes.target.to, code, password);
      if (await finishLogin(session, t('auth.reset_success'))) return;
    } catch (error) {
      notifyApiError(error, { toastWithoutResponse: true });
    }
    setBusy(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || codes.sending) return;
    if (byLink) return void submitLink();
    if (codes.target) return void submitCode();
    const key = identifierError(kind, identifier);
    setErrors({ identifier: key ? tc(key) : null });
    if (!key) void codes.send(normalizeIdentifier(kind, identifier), kind === 'email' ? 'email' : 'sms');
  };

  const newPasswordFields = (
    <>
      <Field label={t('auth.new_password')} type="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors['password'] ?? null} required />
      <Field label={t('auth.password_confirm')} type="password" name="confirm" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors['confirm'] ?? null} required />
    </>
  );

  return (
    <section className="auth-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('auth.reset_title')}</h1>
      <form className="auth-form" noValidate onSubmit={onSubmit} data-testid="password-reset-form">
        {byLink ? (
          <>
            <p>{t('auth.reset_link_intro', { email: linkEmail })}</p>
            {newPasswordFields}
          </>
        ) : codes.target ? (
          <>
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
            {newPasswordFields}
          </>
        ) : (
          <IdentifierField
            legend={t('auth.verify_by')}
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
        <Button type="submit" fullWidth loading={busy || codes.sending}>
          {byLink || codes.target ? t('auth.reset_submit') : t('auth.send_code')}
        </Button>
      </form>
      <p className="auth-links">
        <Link to={withRedirect(localePath('/login'), redirect)}>{t('auth.back_to_login')}</Link>
      </p>
    </section>
  );
}
