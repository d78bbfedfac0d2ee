import { map } from 'nanostores';
import { STORAGE_KEYS, safeLocalStorage } from '../storage';
import type { CartProductOption, CartTotals } from '../contracts/wire';

/** The item sent to `.../items` (Cart item for adding). */
export interface CartItemInput {
  sku: string;
  qty: number;
  name: string;
  price: number;
  product_type: string;
  product_option?: CartProductOption;
}

interface CartState {
  /** Guest cart id (masked); for a logged-in cart the quote id; null when no cart exists yet. */
  id: string | null;
  quantity: number;
  totals: CartTotals | null;
}

function readPersisted(): CartState {
  const id = safeLocalStorage.get(STORAGE_KEYS.CART_ID);
  const totals = safeLocalStorage.getJSON<CartTotals>(STORAGE_KEYS.CART_DETAILS);
  const valid = totals && typeof totals === 'object' && typeof totals.items_qty === 'number';
  return {
    id: id || null,
    quantity: valid ? totals.items_qty : 0,
    totals: valid ? totals : null,
  };
}

export const $cart = map<CartState>(readPersisted());

export function setCartId(id: string | null): void {
  if (id) safeLocalStorage.set(STORAGE_KEYS.CART_ID, id);
  else safeLocalStorage.remove(STORAGE_KEYS.CART_ID);
  $cart.setKey('id', id || null);
}

/** Stores what `.../totals` returned; the header badge shows `items_qty`. */
export function setCartTotals(totals: CartTotals): void {
  safeLocalStorage.setJSON(STORAGE_KEYS.CART_DETAILS, totals);
  $cart.set({ ...$cart.get(), totals, quantity: totals.items_qty ?? 0 });
}

/** After an order, a logout or a 404 on the stored cart: id, quantity and stored details go. */
export function clearCart(): void {
  safeLocalStorage.remove(STORAGE_KEYS.CART_ID);
  safeLocalStorage.remove(STORAGE_KEYS.CART_DETAILS);
  $cart.set({ id: null, quantity: 0, totals: null });
}

// Another tab created, filled or emptied the cart: keep the badge and cart id in step.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.CART_ID || event.key === STORAGE_KEYS.CART_DETAILS) {
      $cart.set(readPersisted());
    }
  });
}
