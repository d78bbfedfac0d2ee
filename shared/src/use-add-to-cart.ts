import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from './i18n/index';
import type { CartItemInput } from './stores/cart';
import { getCartService } from './stores/cart-service';
import { showToast, TOAST_DURATION } from './stores/toast';
import { whenIdle } from './when-idle';

interface AddToCart {
  /** Adds through the cart contract; resolves true when the line was added and read back. */
  add: (item: CartItemInput) => Promise<boolean>;
  /** An add is running (buttons show their spinner and ignore more taps). */
  busy: boolean;
}

// The cart's code is asked for once per visit, whichever button asks first.
let warmed = false;
// At the latest this long after the page's first add-to-cart mounts, idle or not.
const IDLE_TIMEOUT_MS = 5000;
// Buttons on the page, and the one idle wait they share: a grid mounts dozens of buttons in
// the passive effects of its hydration, and an idle callback asked for by each made that task
// long on a phone (requestIdleCallback costs a timer and a trace entry per call: issue 27).
let mounted = 0;
let cancelWarm: (() => void) | null = null;

function warmCartService(): void {
  cancelWarm = null;
  if (warmed) return;
  warmed = true;
  getCartService().catch(() => {
    warmed = false;
  });
}

/**
 * Fetches the cart's code (mf-cart-checkout's cart service: its manifest, entry and chunk) once
 * the page is idle, so the first tap on "add to cart" does not wait on the network, nor share
 * the phone's two cores with compiling it, before it paints (INP, issue 27). One wait for all
 * the buttons on the page, dropped when the last one goes. A failed fetch is not kept: the tap
 * asks again.
 */
function warmCartServiceWhenIdle(): () => void {
  if (typeof window === 'undefined') return () => {};
  mounted += 1;
  if (!warmed && !cancelWarm) cancelWarm = whenIdle(warmCartService, { timeout: IDLE_TIMEOUT_MS, fallbackDelay: IDLE_TIMEOUT_MS });
  return () => {
    mounted -= 1;
    if (mounted > 0 || !cancelWarm) return;
    cancelWarm();
    cancelWarm = null;
  };
}

/**
 * The one way a page adds to the cart. The cart's code (mf-cart-checkout) loads when the page is
 * idle, or on the first add, and reports the outcome itself (toasts, badge); only a failure to
 * load it is said here. A tap while an add is running is ignored, so a double tap adds once.
 */
export function useAddToCart(): AddToCart {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  useEffect(warmCartServiceWhenIdle, []);
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
