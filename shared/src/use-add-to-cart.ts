import { useCallback, useRef, useState } from 'react';
import { i18n } from './i18n/index';
import type { CartItemInput } from './stores/cart';
import { getCartService } from './stores/cart-service';
import { showToast, TOAST_DURATION } from './stores/toast';

interface AddToCart {
  /** Adds through the cart contract; resolves true when the line was added and read back. */
  add: (item: CartItemInput) => Promise<boolean>;
  /** An add is running (buttons show their spinner and ignore more taps). */
  busy: boolean;
}

/**
 * The one way a page adds to the cart. The cart's code (mf-cart-checkout) loads on the first add
 * and reports the outcome itself (toasts, badge); only a failure to load it is said here. A tap
 * while an add is running is ignored, so a double tap adds once.
 */
export function useAddToCart(): AddToCart {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const add = useCallback(async (item: CartItemInput): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      let service;
      try {
        service = await getCartService();
      } catch (error) {
        console.error('[cart] cart service unavailable', error);
        showToast({ type: 'error', message: i18n.t('common:failed_try_again'), duration: TOAST_DURATION.error });
        return false;
      }
      // A refused add was already explained to the shopper by the cart service.
      return await service.addItem(item).then(
        () => true,
        () => false,
      );
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { add, busy };
}
