import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { contentApi, toApiError } from '../api/client';
import type { CodeSent, PhoneProof } from '../contracts/wire';
import { useT } from '../i18n/index';
import { keepPhoneProof } from '../phone-proof';
import { Button } from './button';

/** Why the number is asked for, in the caller's words (before the code is sent). */
export type PhoneProofIntro = (telephone: string) => string;

interface PhoneProofStepProps {
  /** The number to prove, as the server named it (national form). */
  telephone: string;
  /** Default: a guest playing, bidding or asking for installments. */
  intro?: PhoneProofIntro | undefined;
  /** The proof is kept for the tab; the caller sends its request again. */
  onProven: () => void;
  onCancel: () => void;
}

const CODE = /^\d{6}$/;

/**
 * "Send code → enter code" for a telephone that stands for the shopper (a game entry, a bid, an
 * installment plan): once per tab, then the proof rides with the tab's requests. Not a form of
 * its own, so it can sit beside (or inside) the form whose request asked for it.
 */
export function PhoneProofStep({ telephone, intro, onProven, onCancel }: PhoneProofStepProps) {
  const { t } = useT('common');
  const ids = useId();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (sent) input.current?.focus();
  }, [sent]);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await contentApi.post('auth/code', { json: { to: telephone } }).json<CodeSent>();
      setSent(true);
    } catch (caught) {
      const apiError = toApiError(caught);
      // A code sent less than a minute ago is still in the shopper's hands: enter it.
      const data = apiError.data as { parameters?: { code_sent?: number } } | undefined;
      if (apiError.status === 429 && data?.parameters?.code_sent) setSent(true);
      setError(apiError.hasResponse ? apiError.message : t('phone_proof_network_error'));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!CODE.test(code.trim())) {
      setError(t('phone_proof_code_format'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      keepPhoneProof(await contentApi.post('phone-proofs', { json: { telephone, code: code.trim() } }).json<PhoneProof>());
      onProven();
    } catch (caught) {
      const apiError = toApiError(caught);
      setError(apiError.hasResponse ? apiError.message : t('phone_proof_network_error'));
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter confirms the code, not the form this step may sit in.
    if (event.key === 'Enter') {
      event.preventDefault();
      void confirm();
    }
  };

  return (
    <section className="shop-phone-proof" aria-labelledby={`${ids}-title`} data-testid="phone-proof">
      <h3 id={`${ids}-title`} className="shop-phone-proof__title">
        {t('phone_proof_title')}
      </h3>
      <p className="shop-phone-proof__intro">{sent ? t('phone_proof_sent', { telephone }) : intro ? intro(telephone) : t('phone_proof_intro', { telephone })}</p>
      {sent ? (
        <div className="shop-phone-proof__field">
          <label htmlFor={`${ids}-code`}>{t('phone_proof_code')}</label>
          <input
            ref={input}
            id={`${ids}-code`}
            name="phone-proof-code"
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
      ) : null}
      {error ? (
        <p id={`${ids}-error`} role="alert" className="shop-phone-proof__error">
          {error}
        </p>
      ) : null}
      <div className="shop-phone-proof__actions">
        {sent ? (
          <>
            <Button type="button" loading={busy} onClick={() => void confirm()}>
              {t('phone_proof_confirm')}
            </Button>
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void send()}>
              {t('phone_proof_resend')}
            </Button>
          </>
        ) : (
          <Button type="button" loading={busy} onClick={() => void send()}>
            {t('phone_proof_send')}
          </Button>
        )}
        <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
          {t('phone_proof_cancel')}
        </Button>
      </div>
    </section>
  );
}
