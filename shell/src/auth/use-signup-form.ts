import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { normalizeCameroonPhone, notifyApiError, showToast } from '@shop/shared';
import { login, register, verifyCode } from './api/auth-api';
import type { IdentifierKind } from './lib/identifier';
import { withRedirect } from './lib/redirect';
import type { useAuthPage } from './use-auth-page';
import { useCheck } from './use-check';
import { useCodeSender } from './use-code-sender';

interface Form {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  password: string;
  confirm: string;
  terms: boolean;
}

type AuthPage = ReturnType<typeof useAuthPage>;

const EMPTY: Form = { firstname: '', lastname: '', email: '', telephone: '', password: '', confirm: '', terms: false };
const NAME_MAX = 60;

/**
 * The sign-up form's state and steps: the form is checked and a code sent to the e-mail or the
 * telephone; with the code the account is created and logged in with the same credentials.
 */
export function useSignupForm({ t, redirect, finishLogin }: Pick<AuthPage, 't' | 'redirect' | 'finishLogin'>, localePath: (path: string) => string) {
  const navigate = useNavigate();
  // A sign-up past the limits is refused here, before a code is sent and the form left.
  const codes = useCodeSender('signup');
  const [form, setForm] = useState<Form>(EMPTY);
  const [verifyBy, setVerifyBy] = useState<IdentifierKind>('email');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof Form | 'code', string | null>>>({});
  const [busy, setBusy] = useState(false);
  const check = useCheck();

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
      if (await finishLogin(t('auth.account_exists'))) return;
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
      await login(identifier(), form.password);
      if (await finishLogin(t('auth.signup_success'))) return;
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

  const changeIdentifier = () => {
    codes.reset();
    setCode('');
  };

  return { form, set, verifyBy, setVerifyBy, code, setCode, errors, busy, codes, onSubmit, changeIdentifier };
}
