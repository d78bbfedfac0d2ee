import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ApiError, toApiError } from './api/client';
import { phoneProofRequired } from './phone-proof';
import { PhoneProofStep, type PhoneProofIntro } from './ui/phone-proof-step';

interface Pending {
  telephone: string;
  resolve: () => void;
  reject: (error: ApiError) => void;
}

/**
 * Runs a request that may need a proven telephone: when the server answers that the number must
 * be proven, `step` shows "send code → enter code" and, once proven, the request is sent again
 * with the proof. Cancelling rejects with an 'aborted' error (nothing to show). A guest does
 * this once per tab; a customer whose account number is verified never sees it.
 */
export function usePhoneProof(options: { intro?: PhoneProofIntro } = {}): { withPhoneProof: <T>(request: () => Promise<T>) => Promise<T>; step: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);

  const withPhoneProof = useCallback(async <T,>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      const telephone = phoneProofRequired(toApiError(error));
      if (!telephone) throw error;
      await new Promise<void>((resolve, reject) => {
        current.current = { telephone, resolve, reject };
        setPending(current.current);
      });
      return request();
    }
  }, []);

  const settle = (proven: boolean) => {
    const waiting = current.current;
    current.current = null;
    setPending(null);
    if (proven) waiting?.resolve();
    else waiting?.reject(new ApiError('phone proof cancelled', { kind: 'aborted' }));
  };

  const step = pending ? <PhoneProofStep key={pending.telephone} telephone={pending.telephone} intro={options.intro} onProven={() => settle(true)} onCancel={() => settle(false)} /> : null;
  return { withPhoneProof, step };
}
