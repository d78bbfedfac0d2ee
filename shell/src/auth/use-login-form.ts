import { useState, type FormEvent } from 'react';
import { notifyApiError, validate } from '@shop/shared';
import { login, verifyCode } from './api/auth-api';
import { identifierError, normalizeIdentifier, type IdentifierKind } from './lib/identifier';
import type { useAuthPage } from './use-auth-page';
import { useCodeSender } from './use-code-sender';

type Mode = 'password' | 'code';
type AuthPage = ReturnType<typeof useAuthPage>;

/**
 * The login form's state and steps: an e-mail or telephone with a password, or with a one-time
 * code (sent, then checked). `tc` translates the shared validation messages.
 */
export function useLoginForm({ t, finishLogin }: Pick<AuthPage, 't' | 'finishLogin'>, tc: (key: string) => string) {
  const codes = useCodeSender();
  const [kind, setKind] = useState<IdentifierKind>('email');
  const [mode, setMode] = useState<Mode>('password');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState(false);

  const message = (key: string | null) => (key ? tc(key) : null);

  const submitPassword = async () => {
    const next = { identifier: message(identifierError(kind, identifier)), password: message(validate(password, { required: true })) };
    setErrors(next);
    if (next.identifier || next.password) return;
    setBusy(true);
    try {
      await login(normalizeIdentifier(kind, identifier), password);
      if (await finishLogin(t('auth.login_success'))) return;
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
      } else if (await finishLogin(t('auth.login_success'))) {
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

  const changeIdentifier = () => {
    codes.reset();
    setCode('');
  };

  const changeKind = (next: IdentifierKind) => {
    setKind(next);
    setIdentifier('');
    setErrors({});
  };

  return { codes, kind, mode, identifier, setIdentifier, password, setPassword, code, setCode, errors, busy, onSubmit, switchMode, changeIdentifier, changeKind };
}
