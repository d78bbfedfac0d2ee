import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $isLoggedIn, $locale, i18n, showToast, toApiError, TOAST_DURATION } from '@shop/shared';
import { estimateShippingMethods } from '../../api/checkout';
import { estimateAddress } from './lib/address';
import type { ShippingMethod } from './lib/delivery';

export type MethodsStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The methods the back end offers for the chosen town and quarter (and the cart's lines: the
 * items count changes the fee). A failed estimate says 'Échec. Veuillez reessayer'.
 */
export function useShippingMethods(town: string, quarter: string, quarterId: string, { paused = false }: { paused?: boolean } = {}) {
  const locale = useStore($locale);
  const { id: cartId, quantity: itemsQty } = useStore($cart);
  const loggedIn = useStore($isLoggedIn);
  const [state, setState] = useState<{ key: string; methods: ShippingMethod[]; status: MethodsStatus }>({ key: '', methods: [], status: 'idle' });
  // Placing the order clears the cart just before leaving the page: while paused the methods
  // shown stay as they were and nothing asks the (gone) cart again.
  const last = useRef('');
  const hasCart = cartId !== null || loggedIn;
  const key = paused ? last.current : hasCart && town && quarterId ? `${town}|${quarterId}|${locale}|${itemsQty}` : '';
  last.current = key;

  useEffect(() => {
    if (!key) return;
    let live = true;
    setState((s) => ({ key, methods: s.methods, status: 'loading' }));
    estimateShippingMethods(estimateAddress({ town, quarter, quarter_id: quarterId })).then(
      (methods) => {
        if (live) setState({ key, methods: methods.filter((m) => m.available !== false), status: 'ready' });
      },
      (error: unknown) => {
        if (!live) return;
        const apiError = toApiError(error);
        showToast({ type: 'error', message: apiError.hasResponse && (apiError.data as { message?: unknown } | null)?.message ? apiError.message : i18n.t('common:failed_try_again'), duration: TOAST_DURATION.error });
        setState({ key, methods: [], status: 'error' });
      },
    );
    return () => {
      live = false;
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the key holds every input
  }, [key]);

  if (!key) return { methods: [] as ShippingMethod[], status: 'idle' as MethodsStatus };
  return state.key === key ? { methods: state.methods, status: state.status } : { methods: [] as ShippingMethod[], status: 'loading' as MethodsStatus };
}
