import { Link, useLocation } from 'react-router';
import { Button, useT, useDocumentTitle, useLocalePath } from '@shop/shared';
import { CodeStep } from '../components/code-step';
import { Field } from '../components/field';
import { IdentifierField } from '../components/identifier-field';
import { withRedirect } from '../lib/redirect';
import { registerAuthTranslations } from '../register-translations';
import { useAuthPage } from '../use-auth-page';
import { usePasswordResetForm } from '../use-password-reset-form';

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
  const { codes, linkEmail, byLink, kind, identifier, setIdentifier, code, setCode, password, setPassword, confirm, setConfirm, errors, busy, onSubmit, changeKind } =
    usePasswordResetForm({ t, finishLogin }, tc, search);
  useDocumentTitle(t('auth.meta.page_title', { title: t('auth.reset_title') }), t('auth.meta.reset_description'));

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
            onKindChange={changeKind}
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
