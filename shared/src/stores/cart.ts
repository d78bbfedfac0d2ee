import { map, onMount } from 'nanostores';
import { STORAGE_KEYS, safeLocalStorage } from '../storage';
import type { CartProductOption, CartTotals } from '../contracts/wire';
import { CART_COOKIE } from '../contracts/cart-form';

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

const MASKED_ID = /^[A-Za-z0-9]{32}$/;
const COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** The guest cart id a plain form's add-to-cart last used (the back end sets it), if any. */
function cookieCartId(): string | null {
  if (typeof document === 'undefined') return null;
  const pair = document.cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${CART_COOKIE}=`));
  const id = pair?.slice(CART_COOKIE.length + 1) ?? '';
  return MASKED_ID.test(id) ? id : null;
}

/**
 * Keeps the cookie on the guest cart the scripts use, so a form posted before they run (or
 * without them) adds to that cart; a customer's cart (a quote id) is reached through the session,
 * and no cart at all leaves no cookie.
 */
function writeCookie(id: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = id && MASKED_ID.test(id)
    ? `${CART_COOKIE}=${id}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`
    : `${CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

function readPersisted(): CartState {
  const stored = safeLocalStorage.get(STORAGE_KEYS.CART_ID);
  const posted = cookieCartId();
  // A cookie naming another guest cart was set by a form's add (the back end sets it only after
  // adding a line): that cart is the one the shopper just filled, and the stored totals are another's.
  if (posted && posted !== stored) {
    safeLocalStorage.set(STORAGE_KEYS.CART_ID, posted);
    safeLocalStorage.remove(STORAGE_KEYS.CART_DETAILS);
    return { id: posted, quantity: 0, totals: null };
  }
  if (stored && !posted) writeCookie(stored);
  const totals = safeLocalStorage.getJSON<CartTotals>(STORAGE_KEYS.CART_DETAILS);
  const valid = totals && typeof totals === 'object' && typeof totals.items_qty === 'number';
  return {
    id: stored || null,
    quantity: valid ? totals.items_qty : 0,
    totals: valid ? totals : null,
  };
}

export const $cart = map<CartState>({ id: null, quantity: 0, totals: null });

// What the browser kept is read when the cart is first read or watched, not as this module
// evaluates: a page's first cookie and storage reads wait on the browser's other processes, and
// they made the task evaluating every shared singleton longer still (decision 058).
let restored = false;
onMount($cart, () => {
  if (restored) return;
  restored = true;
  $cart.set(readPersisted());
});

export function setCartId(id: string | null): void {
  if (id) safeLocalStorage.set(STORAGE_KEYS.CART_ID, id);
  else safeLocalStorage.remove(STORAGE_KEYS.CART_ID);
  writeCookie(id);
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
  writeCookie(null);
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
