import type { CartItemInput } from './cart';

/**
 * What any bundle may ask of the cart. The implementation lives in mf-cart-checkout (exposed
 * module) so a product page can add to cart without bundling the cart's code: the shell
 * registers a loader that fetches it on first use.
 */
export interface CartService {
  /** Creates the cart first when none exists, then adds the item and refreshes totals. */
  addItem(item: CartItemInput): Promise<void>;
  refreshTotals(): Promise<void>;
  /** App start: restores the stored cart, drops it on 404, creates one for a logged-in user. */
  init(): Promise<void>;
}

let loader: (() => Promise<CartService>) | null = null;
let pending: Promise<CartService> | null = null;

export function provideCartService(load: () => Promise<CartService>): void {
  loader = load;
  pending = null;
}

/**
 * Loads the implementation once and shares it. A failed load is not cached, so the next call
 * (e.g. the shopper pressing "add to cart" again once the network is back) tries again.
 */
export function getCartService(): Promise<CartService> {
  if (!loader) {
    return Promise.reject(
      new Error(
        'No cart service loader: the shell must call provideCartService() before anything uses the cart',
      ),
    );
  }
  if (!pending) {
    const attempt = loader();
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
  }
  return pending;
}
