import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { $isLoggedIn, toApiError } from '@shop/shared';
import { fetchPrimeStatus, type PrimeStatus } from '../../api/prime';

export type MemberState = { status: 'guest' } | { status: 'loading' } | { status: 'ready'; prime: PrimeStatus } | { status: 'error'; message: string | null };

/**
 * On the public programme pages: whether the visitor is logged in and already a member. Personal,
 * so not part of the page's loader (that one is the same for every visitor).
 */
export function usePrimeMembership(): { state: MemberState; refresh: (prime?: PrimeStatus) => void } {
  const loggedIn = useStore($isLoggedIn);
  const [run, setRun] = useState(0);
  const [result, setResult] = useState<{ run: number; state: MemberState } | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    fetchPrimeStatus(controller.signal).then(
      (prime) => {
        if (!controller.signal.aborted) setResult({ run, state: { status: 'ready', prime } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = toApiError(error);
        setResult({ run, state: { status: 'error', message: apiError.hasResponse ? apiError.message : null } });
      },
    );
    return () => controller.abort();
  }, [loggedIn, run]);

  const refresh = useCallback(
    (prime?: PrimeStatus) => {
      if (prime) setResult({ run, state: { status: 'ready', prime } });
      else setRun((n) => n + 1);
    },
    [run],
  );
  let state: MemberState;
  if (!loggedIn) state = { status: 'guest' };
  else if (result && result.run === run) state = result.state;
  else state = { status: 'loading' };
  return { state, refresh };
}
