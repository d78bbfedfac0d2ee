import { Link } from 'react-router';
import { Button, useT, useDocumentTitle, useLocalePath } from '@shop/shared';
import { AlreadyLoggedIn } from '../components/already-logged-in';
import { CodeStep } from '../components/code-step';
import { Checkbox, Field } from '../components/field';
import { withRedirect } from '../lib/redirect';
import { registerAuthTranslations } from '../register-translations';
import { useAuthPage } from '../use-auth-page';
import { useSignupForm } from '../use-signup-form';

// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by nature
import '../auth.css';

registerAuthTranslations();

/**
 * /signup and /signup-old: the shopper proves the e-mail or the telephone with a code, then the
 * account is created and logged in with the same credentials.
 */
export default function SignupPage() {
  const { t: tc } = useT('common');
  const { t, redirect, redirecting, loggedIn, finishLogin } = useAuthPage({ applyRules: true });
  const localePath = useLocalePath();
  const { form, set, verifyBy, setVerifyBy, code, setCode, errors, busy, codes, onSubmit, changeIdentifier } = useSignupForm({ t, redirect, finishLogin }, localePath);
  useDocumentTitle(t('auth.meta.page_title', { title: t('auth.signup_title') }), t('auth.meta.signup_description'));

  if (redirecting) return null;
  if (loggedIn && !busy) {
    return (
      <section className="auth-page">
        <h1>{t('auth.signup_title')}</h1>
        <AlreadyLoggedIn />
      </section>
    );
  }

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
            onChangeIdentifier={changeIdentifier}
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
