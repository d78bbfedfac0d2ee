import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, setUser, toApiError } from '@shop/shared';
import { fetchCurrentCustomer } from '../../api/customer';
import { toCustomerView, type CustomerView } from './lib/customer-view';

export type ProfileState =
  | { status: 'loading' }
  /** `serverMessage`: what the server said, when it answered (spec §8 shows it); null on a network failure. */
  | { status: 'error'; serverMessage: string | null }
  | { status: 'ready'; customer: CustomerView };

/**
 * Reads `customers/me` on every visit (the stored copy may be stale) and stores the fresh
 * profile. A token the server rejects ends the session silently (spec §4).
 */
export function useCustomerProfile(): { state: ProfileState; retry: () => void } {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const current = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    fetchCurrentCustomer(controller.signal).then(
      (customer) => {
        if (controller.signal.aborted) return;
        setUser(customer);
        setState({ status: 'ready', customer: toCustomerView(customer) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = toApiError(error);
        // The shell decides whether this ends the session (then the route gate leaves the page).
        bus.emit('session:logout-requested', { reason: 'request-failed', status: apiError.status, profile: true });
        console.error('[account] customers/me failed', apiError.status, apiError.message);
        setState({ status: 'error', serverMessage: apiError.hasResponse ? apiError.message : null });
      },
    );
    return controller;
  }, []);

  useEffect(() => {
    const controller = load();
    return () => controller.abort();
  }, [load]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    load();
  }, [load]);

  return { state, retry };
}
