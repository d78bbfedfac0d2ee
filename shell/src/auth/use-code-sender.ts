import { useCallback, useState } from 'react';
import { $locale, notifyApiError, toApiError } from '@shop/shared';
import { sendCode } from './api/auth-api';
import { retryAfterSeconds } from './lib/identifier';
import { useCountdown } from './use-countdown';

/** The back end's resend countdown (commerce-api CODE_RESEND_SECONDS); its answer wins when present. */
const RESEND_FALLBACK_SECONDS = 60;

export interface CodeTarget {
  to: string;
  channel: 'email' | 'sms';
}

/**
 * Sends verification codes and blocks a resend while the countdown runs. A 429
 * during the countdown means a code already went out a moment ago: the shopper may enter it.
 */
export function useCodeSender() {
  const { remaining, start } = useCountdown();
  const [target, setTarget] = useState<CodeTarget | null>(null);
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (to: string, channel: CodeTarget['channel']): Promise<boolean> => {
      setSending(true);
      try {
        const sent = await sendCode(to, $locale.get());
        setTarget({ to: sent.to, channel: sent.channel });
        start(sent.resend_in || RESEND_FALLBACK_SECONDS);
        return true;
      } catch (error) {
        const apiError = notifyApiError(error, { toastWithoutResponse: true });
        if (apiError.status === 429) {
          const seconds = retryAfterSeconds(toApiError(error).data, RESEND_FALLBACK_SECONDS);
          start(seconds);
          if (seconds <= RESEND_FALLBACK_SECONDS) {
            setTarget({ to, channel });
            return true;
          }
        }
        return false;
      } finally {
        setSending(false);
      }
    },
    [start],
  );

  const reset = useCallback(() => setTarget(null), []);

  return { target, send, sending, remaining, reset };
}
