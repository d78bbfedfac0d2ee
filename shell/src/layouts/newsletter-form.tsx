import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { $locale, Button, contentApi, toApiError, useT, validate } from '@shop/shared';

type Outcome = { kind: 'pending' | 'already' | 'failed'; text: string } | null;

/** Footer newsletter sign-up (double opt-in: the back end mails a confirmation link). */
export default function NewsletterForm() {
  const { t } = useT(['shell', 'common']);
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // The server's footer is on screen before this code runs: an address pasted or autofilled
  // meanwhile is in the field, and hydration keeps it there without telling React (no change
  // event), so the form would submit an empty address. Take what is in the field.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setEmail(typed);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validate(email, { required: true, email: true });
    setError(invalid ? t(`common:${invalid}`) : null);
    if (invalid) return;
    setBusy(true);
    setOutcome(null);
    try {
      await contentApi.post('newsletter', { json: { email: email.trim().toLowerCase() }, searchParams: { locale: $locale.get() } });
      setOutcome({ kind: 'pending', text: t('shell:footer.newsletter_almost_there') });
      setEmail('');
    } catch (failure) {
      const apiError = toApiError(failure);
      if (apiError.status === 409) setOutcome({ kind: 'already', text: t('shell:footer.newsletter_already_subscribed') });
      else setOutcome({ kind: 'failed', text: apiError.status === 400 || apiError.status === 429 ? apiError.message : t('shell:footer.newsletter_failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="newsletter" noValidate onSubmit={(e) => void submit(e)} data-testid="newsletter-form">
      <label htmlFor={id}>{t('shell:footer.newsletter_label')}</label>
      <div className="newsletter__row">
        <input
          ref={input}
          id={id}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={t('shell:footer.newsletter_placeholder')}
        />
        <Button type="submit" loading={busy}>
          {t('shell:footer.newsletter_submit')}
        </Button>
      </div>
      {error ? (
        <p className="newsletter__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      {outcome ? (
        <p className={`newsletter__outcome newsletter__outcome--${outcome.kind}`} role={outcome.kind === 'failed' ? 'alert' : 'status'}>
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}
