import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, normalizeCameroonPhone, notifyApiError, showToast, useT, useDocumentTitle, useLocalePath } from '@shop/shared';
import { login, register, verifyCode } from '../api/auth-api';
import { AlreadyLoggedIn } from '../components/already-logged-in';
import { CodeStep } from '../components/code-step';
import { Checkbox, Field } from '../components/field';
import type { IdentifierKind } from '../lib/identifier';
import { withRedirect } from '../lib/redirect';
import { registerAuthTranslations } from '../register-translations';
import { useAuthPage } from '../use-auth-page';
import { useCheck } from '../use-check';
import { useCodeSender } from '../use-code-sender';

// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by nature
import '../auth.css';

registerAuthTranslations();

interface Form {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  password: string;
  confirm: string;
  terms: boolean;
}

const EMPTY: Form = { firstname: '', lastname: '', email: '', telephone: '', password: '', confirm: '', terms: false };
const NAME_MAX = 60;

/**
 * /signup and /signup-old: the shopper proves the e-mail or the telephone with a code, then the
 * account is created and logged in with the same credentials.
 */
export default function SignupPage() {
  const { t: tc } = useT('common');
  const { t, redirect, redirecting, loggedIn, finishLogin } = useAuthPage({ applyRules: true });
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const codes = useCodeSender();
  const [form, setForm] = useState<Form>(EMPTY);
  const [verifyBy, setVerifyBy] = useState<IdentifierKind>('email');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof Form | 'code', string | null>>>({});
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('auth.meta.page_title', { title: t('auth.signup_title') }), t('auth.meta.signup_description'));
  const check = useCheck();

  if (redirecting) return null;
  if (loggedIn && !busy) {
    return (
      <section className="auth-page">
        <h1>{t('auth.signup_title')}</h1>
        <AlreadyLoggedIn />
      </section>
    );
  }

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));


  const validateForm = (): boolean => {
    const next = {
      firstname: check(form.firstname, { required: true, maxLength: NAME_MAX }),
      lastname: check(form.lastname, { required: true, maxLength: NAME_MAX }),
      // Sign-up by e-mail or by telephone (spec): verifying by phone makes the e-mail optional.
      email: check(form.email, { required: verifyBy === 'email', email: true }),
      telephone: check(form.telephone, { required: verifyBy === 'phone', phone: true }),
      password: check(form.password, { required: true, password: true }),
      confirm: check(form.confirm, { required: true, match: form.password }),
      terms: check(form.terms, { accepted: true }),
    };
    setErrors(next);
    return Object.values(next).every((e) => e === null);
  };

  const identifier = () => (verifyBy === 'phone' ? (normalizeCameroonPhone(form.telephone) ?? '') : form.email.trim().toLowerCase());

  const createAccount = async () => {
    const invalid = check(code, { required: true, code: true });
    setErrors({ code: invalid });
    if (invalid || !codes.target) return;
    setBusy(true);
    let verified: Awaited<ReturnType<typeof verifyCode>>;
    try {
      verified = await verifyCode(codes.target.to, code);
    } catch (error) {
      // Wrong or expired code: stay on this step to type it again or ask for another.
      notifyApiError(error, { toastWithoutResponse: true });
      setBusy(false);
      return;
    }
    if (verified.customer_exists) {
      // The code proved the shopper owns an existing account: they are logged in to it.
      if (await finishLogin(verified, t('auth.account_exists'))) return;
      setBusy(false);
      return;
    }
    try {
      await register({
        firstname: form.firstname.trim(),
        lastname: form.lastname.trim(),
        ...(form.email.trim() ? { email: form.email.trim().toLowerCase() } : {}),
        telephone: normalizeCameroonPhone(form.telephone),
        password: form.password,
      });
    } catch (error) {
      // The account was refused (e-mail or phone taken, a name with symbols): back to the form.
      notifyApiError(error, { toastWithoutResponse: true });
      codes.reset();
      setCode('');
      setBusy(false);
      return;
    }
    try {
      const session = await login(identifier(), form.password);
      if (await finishLogin(session, t('auth.signup_success'))) return;
    } catch (error) {
      notifyApiError(error, { toastWithoutResponse: true });
    }
    // The account exists now; only the automatic login failed (network): log in by hand.
    showToast({ type: 'success', message: t('auth.signup_success') });
    void navigate(withRedirect(localePath('/login'), redirect), { replace: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || codes.sending) return;
    if (codes.target) {
      void createAccount();
      return;
    }
    if (!validateForm()) return;
    void codes.send(identifier(), verifyBy === 'phone' ? 'sms' : 'email');
  };

  return (
    <section className="auth-page" aria-labelledby="signup-title">
      <h1 id="signup-title">{t('auth.signup_title')}</h1>
      <form className="auth-form" noValidate onSubmit={onSubmit} data-testid="signup-form">
        {codes.target ? (
          <CodeStep
            target={codes.target}
            code={code}
            onCodeChange={setCode}
            error={errors.code ?? null}
            remaining={codes.remaining}
            sending={codes.sending}
            onResend={() => void codes.send(codes.target!.to, codes.target!.channel)}
            onChangeIdentifier={() => {
              codes.reset();
              setCode('');
            }}
          />
        ) : (
          <>
            <Field label={t('auth.firstname')} name="firstname" autoComplete="given-name" value={form.firstname} onChange={(e) => set('firstname', e.target.value)} error={errors.firstname} required />
            <Field label={t('auth.lastname')} name="lastname" autoComplete="family-name" value={form.lastname} onChange={(e) => set('lastname', e.target.value)} error={errors.lastname} required />
            <Field
              label={verifyBy === 'phone' ? t('auth.email_optional') : t('auth.email')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={form.email}
              onChange={(e) => set('email', e.target.value)}
              error={errors.email}
              required={verifyBy === 'email'}
            />
            <Field
              label={verifyBy === 'phone' ? t('auth.phone') : t('auth.phone_optional')}
              name="telephone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="6XX XX XX XX"
              hint={tc('phone_format_hint')}
              value={form.telephone}
              onChange={(e) => set('telephone', e.target.value)}
              error={errors.telephone}
              required={verifyBy === 'phone'}
            />
            <Field label={t('auth.password')} name="password" type="password" autoComplete="new-password" value={form.password} onChange={(e) => set('password', e.target.value)} error={errors.password} required />
            <Field label={t('auth.password_confirm')} name="confirm" type="password" autoComplete="new-password" value={form.confirm} onChange={(e) => set('confirm', e.target.value)} error={errors.confirm} required />
            <fieldset className="auth-choice">
              <legend>{t('auth.verify_by')}</legend>
              {(['email', 'phone'] as const).map((option) => (
                <label key={option}>
                  <input type="radio" name="verify-by" value={option} checked={verifyBy === option} onChange={() => setVerifyBy(option)} />
                  {t(option === 'email' ? 'auth.by_email' : 'auth.by_phone')}
                </label>
              ))}
            </fieldset>
            <Checkbox label={t('auth.accept_terms')} name="terms" checked={form.terms} onChange={(e) => set('terms', e.target.checked)} error={errors.terms} />
            <p className="auth-terms">
              <Link to={localePath('/conditions-generales-de-vente')} target="_blank" rel="noopener">
                {t('auth.terms_link')}
              </Link>
            </p>
          </>
        )}
        <Button type="submit" fullWidth loading={busy || codes.sending}>
          {codes.target ? t('auth.signup_submit') : t('auth.send_code')}
        </Button>
      </form>
      <p className="auth-links">
        {t('auth.have_account')} <Link to={withRedirect(localePath('/login'), redirect)}>{t('auth.login_submit')}</Link>
      </p>
    </section>
  );
}
