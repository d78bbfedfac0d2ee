import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $session, Button, toApiError, usePhoneProof, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { LoginRequired } from './login-required';
import { prefill, toEntryFields, validateEntry, type EntryErrors, type EntryValues } from '../lib/entry-fields';

interface EntryFormProps {
  loginRequired: boolean;
  submitLabel: string;
  /** Sends the entry; rejects with the server's error (its message is shown here). */
  onSubmit: (fields: EntryValues) => Promise<void>;
}

const FIELDS = [
  { name: 'nom', autoComplete: 'name', inputMode: 'text' },
  { name: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  { name: 'order_number', autoComplete: 'off', inputMode: 'numeric' },
] as const;

/**
 * Game entry: name, telephone and a real order number (the game's active code is sent
 * by the page); a guest confirms the telephone by SMS code once per tab. Field rules are checked here first; the server has the last word and its
 * message ('invalid code', 'invalid order number'…) shows under the form.
 */
export function EntryForm({ loginRequired, submitLabel, onSubmit }: EntryFormProps) {
  const { t } = useT([NS, 'common']);
  const ids = useId();
  const session = useStore($session);
  const [values, setValues] = useState<EntryValues>(() => prefill(session.user));
  const [errors, setErrors] = useState<EntryErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [needsLogin, setNeedsLogin] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server asks a guest to prove the number once per tab; the entry is then sent again.
  const { withPhoneProof, step } = usePhoneProof();

  if ((loginRequired && !session.handle) || needsLogin) return <LoginRequired />;

  const message = (name: keyof EntryValues) => {
    const error = errors[name];
    if (!error) return null;
    return error.key === 'invalid_order_number' ? t('entry.invalid_order_number') : t(`common:${error.key}`, 'values' in error && error.values ? error.values : {});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEntry(values);
    setErrors(invalid ?? {});
    setServerError(null);
    if (invalid) {
      const first = FIELDS.find((f) => invalid[f.name]);
      if (first) document.getElementById(`${ids}-${first.name}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const fields = toEntryFields(values);
      await withPhoneProof(() => onSubmit(fields));
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.kind === 'aborted') return;
      if (apiError.status === 401) setNeedsLogin(true);
      else setServerError(apiError.hasResponse ? apiError.message : t('entry.network_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="games-entry" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {FIELDS.map(({ name, autoComplete, inputMode }) => {
        const error = message(name);
        return (
          <div className="games-entry__field" key={name}>
            <label htmlFor={`${ids}-${name}`}>{t(`entry.${name}`)}</label>
            <input
              id={`${ids}-${name}`}
              name={name}
              value={values[name]}
              autoComplete={autoComplete}
              inputMode={inputMode}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-${name}-error` : name === 'order_number' ? `${ids}-order-help` : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            />
            {name === 'order_number' && !error ? (
              <small id={`${ids}-order-help`} className="games-entry__help">
                {t('entry.order_number_help')}
              </small>
            ) : null}
            {error ? (
              <p id={`${ids}-${name}-error`} className="games-entry__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {serverError ? (
        <p role="alert" className="games-entry__error games-entry__error--server">
          {serverError}
        </p>
      ) : null}
      {step}
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
