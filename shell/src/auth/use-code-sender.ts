import { useCallback, useState } from 'react';
import { $locale, notifyApiError, toApiError } from '@shop/shared';
import { sendCode } from './api/auth-api';
import { codeStillValid, retryAfterSeconds } from './lib/identifier';
import { useCountdown } from './use-countdown';

/** The back end's resend countdown (commerce-api CODE_RESEND_SECONDS); its answer wins when present. */
const RESEND_FALLBACK_SECONDS = 60;

export interface CodeTarget {
  to: string;
  channel: 'email' | 'sms';
}

/**
 * Sends verification codes and blocks a resend while the countdown runs. A 429 that says a code
 * is still valid (sent less than a minute ago, unused) leads to the code step; any other refusal
 * keeps the shopper where they are, with the reason (nothing was sent).
 */
export function useCodeSender(purpose?: 'signup') {
  const { remaining, start } = useCountdown();
  const [target, setTarget] = useState<CodeTarget | null>(null);
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (to: string, channel: CodeTarget['channel']): Promise<boolean> => {
      setSending(true);
      try {
        const sent = await sendCode(to, $locale.get(), purpose);
        setTarget({ to: sent.to, channel: sent.channel });
        start(sent.resend_in || RESEND_FALLBACK_SECONDS);
        return true;
      } catch (error) {
        const apiError = toApiError(error);
        // The back end holds a resend back only while a code it sent is still unused: that code
        // is with the shopper, so the page asks for it and counts down to the next one.
        if (apiError.status === 429 && codeStillValid(apiError.data)) {
          setTarget({ to, channel });
          start(retryAfterSeconds(apiError.data, RESEND_FALLBACK_SECONDS));
          return true;
        }
        // Anything else sent nothing (an hourly limit, a wrong address): it says so, and why.
        notifyApiError(error, { toastWithoutResponse: true });
        return false;
      } finally {
        setSending(false);
      }
    },
    [start, purpose],
  );

  const reset = useCallback(() => setTarget(null), []);

  return { target, send, sending, remaining, reset };
}
