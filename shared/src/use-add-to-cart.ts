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
// What tells a listing's buttons that the shopper is using the page (a scroll counts: it comes
// before a tap on a card further down).
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * When the cart's code is fetched ahead of the first tap:
 * - `idle`: once the page is idle (a product page, whose purpose is its buy button);
 * - `first-interaction`: once the shopper first touches, types or scrolls (a listing's cards:
 *   a visitor who only looks costs no cart code, and the page's first seconds on a phone are
 *   not shared with it; by the time a card is tapped, a scroll or a touch has started it).
 */
type CartWarmUp = 'idle' | 'first-interaction';

function warmCartService(): void {
  if (warmed) return;
  warmed = true;
  getCartService().catch(() => {
    warmed = false;
  });
}

function onFirstInteraction(task: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, run, options);
  };
  function run() {
    stop();
    task();
  }
  for (const type of FIRST_INTERACTIONS) window.addEventListener(type, run, options);
  return stop;
}

const startWait: Record<CartWarmUp, (task: () => void) => () => void> = {
  idle: (task) => whenIdle(task, { timeout: IDLE_TIMEOUT_MS, fallbackDelay: IDLE_TIMEOUT_MS }),
  'first-interaction': onFirstInteraction,
};

// Buttons on the page and the one wait of each kind they share: a grid mounts dozens of buttons
// in the passive effects of its hydration, and a wait asked for by each made that task long on
// a phone (requestIdleCallback costs a timer and a trace entry per call: issue 27).
const waits: Record<CartWarmUp, { mounted: number; cancel: (() => void) | null }> = {
  idle: { mounted: 0, cancel: null },
  'first-interaction': { mounted: 0, cancel: null },
};

/**
 * Fetches the cart's code (mf-cart-checkout's cart service: its manifest, entry and chunk)
 * ahead of the first tap on "add to cart", so that tap does not wait on the network, nor share
 * the phone's two cores with compiling it, before it paints (INP, issue 27). One wait of each
 * kind for all the buttons on the page, dropped when the last one goes. A failed fetch is not
 * kept: the tap asks again.
 */
function warmCartServiceAhead(kind: CartWarmUp): () => void {
  if (typeof window === 'undefined') return () => {};
  const wait = waits[kind];
  wait.mounted += 1;
  if (!warmed && !wait.cancel)
    wait.cancel = startWait[kind](() => {
      wait.cancel = null;
      warmCartService();
    });
  return () => {
    wait.mounted -= 1;
    if (wait.mounted > 0 || !wait.cancel) return;
    wait.cancel();
    wait.cancel = null;
  };
}

/**
 * The one way a page adds to the cart. The cart's code (mf-cart-checkout) loads ahead, as `warmUp`
 * says, or on the first add, and reports the outcome itself (toasts, badge); only a failure to
 * load it is said here. A tap while an add is running is ignored, so a double tap adds once.
 */
export function useAddToCart(warmUp: CartWarmUp = 'idle'): AddToCart {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  useEffect(() => warmCartServiceAhead(warmUp), [warmUp]);
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
