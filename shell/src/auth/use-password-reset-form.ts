import { useState, type FormEvent } from 'react';
import { notifyApiError } from '@shop/shared';
import { login, resetPasswordWithCode, resetPasswordWithToken } from './api/auth-api';
import { identifierError, normalizeIdentifier, type IdentifierKind } from './lib/identifier';
import type { useAuthPage } from './use-auth-page';
import { useCheck } from './use-check';
import { useCodeSender } from './use-code-sender';

type AuthPage = ReturnType<typeof useAuthPage>;

/**
 * The password reset form's state and steps: by the e-mailed link (`?email=…&token=…` in
 * `search`) a new password at once; otherwise a code sent to the e-mail or telephone first.
 */
export function usePasswordResetForm({ t, finishLogin }: Pick<AuthPage, 't' | 'finishLogin'>, tc: (key: string) => string, search: string) {
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
      await login(linkEmail!, password);
      if (await finishLogin(t('auth.reset_success'))) return;
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
      await resetPasswordWithCode(codes.target.to, code, password);
      if (await finishLogin(t('auth.reset_success'))) return;
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

  const changeKind = (next: IdentifierKind) => {
    setKind(next);
    setIdentifier('');
    setErrors({});
  };

  return { codes, linkEmail, byLink, kind, identifier, setIdentifier, code, setCode, password, setPassword, confirm, setConfirm, errors, busy, onSubmit, changeKind };
}
