import {
  $cart,
  $session,
  bus,
  clearCart,
  i18n,
  setCartId,
  setCartTotals,
  showToast,
  toApiError,
  TOAST_DURATION,
  type ApiError,
  type CartItemInput,
  type CartService,
  type CartTotals,
} from '@shop/shared';
import { addCartItem, assignGuestCart, createCustomerCart, createGuestCart, fetchCartTotals } from '../../../api/cart';
import { registerCartTranslations } from '../../../i18n/register';
import { validateCartItem } from './cart-item';

// This module can load without any cart page (another remote's "add to cart"), so it brings its texts.
registerCartTranslations();

/** Already reported to the shopper: callers stop their spinner and say nothing more. */
export class CartActionError extends Error {
  override readonly name = 'CartActionError';
  readonly apiError: ApiError;
  constructor(message: string, apiError: ApiError) {
    super(message, { cause: apiError });
    this.apiError = apiError;
  }
}

function toastError(message: string): void {
  showToast({ type: 'error', message, duration: TOAST_DURATION.error });
}

/** A call that got no response says 'failed, try again' (cart calls are not silent). */
function failureMessage(error: ApiError, withResponse: string): string {
  return error.hasResponse ? withResponse : i18n.t('common:failed_try_again');
}

/**
 * A refusal that explains a limit (the flash sale's 1 per customer) is worded for the shopper:
 * the generic "could not be added, try again" would invite a retry that can only fail again.
 */
export function refusalExplained(error: ApiError): boolean {
  const parameters = (error.data as { parameters?: { per_customer?: unknown } } | null)?.parameters;
  return error.status === 400 && parameters?.per_customer === 1;
}

let creating: Promise<string> | null = null;

/**
 * Creates the guest or customer cart and stores its id. Concurrent callers share one
 * request, so two quick "add to cart" taps cannot create two carts.
 */
export function createCart(): Promise<string> {
  if (!creating) {
    const attempt = (async () => {
      try {
        const id = $session.get().handle ? await createCustomerCart() : await createGuestCart();
        if (!id) throw new Error('The server answered no cart id');
        setCartId(id);
        return id;
      } catch (error) {
        const apiError = toApiError(error);
        toastError(failureMessage(apiError, i18n.t('cart:cart_creation_failed')));
        throw new CartActionError(apiError.message, apiError);
      }
    })();
    creating = attempt;
    void attempt.then(
      () => { if (creating === attempt) creating = null; },
      () => { if (creating === attempt) creating = null; },
    );
  }
  return creating;
}

let refreshSeq = 0;

/**
 * Whose cart an answer is about: the customer's ("mine", whatever the session's handle after a
 * renewal) or one guest cart. A logout, a login or a forgotten cart changes it.
 */
function cartOwner(): string {
  return `${$session.get().handle ? 'mine' : 'guest'}:${$cart.get().id ?? ''}`;
}

/**
 * Reads the totals into `$cart` (the header badge shows items_qty). Only the latest call wins,
 * so an answer overtaken by a newer change cannot show stale lines. An answer about a cart that
 * is no longer the shopper's is dropped: a logout clears the cart while the start-up read may
 * still be on its way, and its totals must not be stored for the guest who follows. A 404 means
 * the stored cart is gone (ordered, expired): it is forgotten. Other failures reject with the ApiError.
 */
export async function refreshTotals(): Promise<void> {
  if (!$cart.get().id && !$session.get().handle) return;
  const seq = ++refreshSeq;
  const owner = cartOwner();
  const current = () => seq === refreshSeq && cartOwner() === owner;
  try {
    const totals = await fetchCartTotals();
    if (current()) setCartTotals(totals);
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status === 404 && current()) {
      clearCart();
      return;
    }
    throw apiError;
  }
}

/**
 * What the cart and checkout pages' loaders read: the server's totals, put into `$cart` (which
 * the pages then follow as lines change), or null when there is no cart to read.
 */
export async function loadCartTotals(): Promise<CartTotals | null> {
  await refreshTotals();
  return $cart.get().totals;
}

/**
 * Magento answers 404 both for a vanished cart and for an unknown product; only the first may be
 * replaced by a new cart, so the cart itself is asked.
 */
async function cartStillExists(): Promise<boolean> {
  try {
    await fetchCartTotals();
    return true;
  } catch (error) {
    return toApiError(error).status !== 404;
  }
}

async function addOnce(cartId: string, item: CartItemInput): Promise<void> {
  await addCartItem(cartId, item);
}

/**
 * Add-to-cart: create the cart when there is none, add, refresh the totals. A 404 on a
 * stored cart (ordered or expired meanwhile) forgets it and retries once on a new cart.
 */
async function addItem(item: CartItemInput): Promise<void> {
  validateCartItem(item);
  let cartId = $cart.get().id ?? (await createCart());
  try {
    try {
      await addOnce(cartId, item);
    } catch (error) {
      if (toApiError(error).status !== 404 || (await cartStillExists())) throw error;
      clearCart();
      cartId = await createCart();
      await addOnce(cartId, item);
    }
  } catch (error) {
    if (error instanceof CartActionError) throw error;
    const apiError = toApiError(error);
    toastError(refusalExplained(apiError) ? apiError.message : failureMessage(apiError, i18n.t('cart:add_failed')));
    throw new CartActionError(apiError.message, apiError);
  }

  // Success is said only once the cart has been read back (the client retries a failed read once):
  // an add whose result cannot be confirmed must not look done. The badge keeps its last count.
  try {
    await refreshTotals();
  } catch (error) {
    const apiError = toApiError(error);
    console.error('[cart] totals refresh after add failed', apiError.status, apiError.message);
    toastError(i18n.t('cart:add_unconfirmed'));
    throw new CartActionError(apiError.message, apiError);
  }
  showToast({ type: 'success', message: i18n.t('cart:successfully_added'), duration: TOAST_DURATION.quick });
  bus.emit('cart:item-added', { sku: item.sku, qty: item.qty, name: item.name });
}

/** A guest cart has a 32-character masked id; a customer's cart is known by its numeric quote id. */
export function isGuestCartId(id: string): boolean {
  return !/^\d+$/.test(id);
}

/**
 * After login the stored guest cart joins the customer's cart, so nothing chosen before logging in
 * is lost. Whatever happens, the guest id is forgotten: the customer's paths are used from now on.
 */
async function adoptGuestCart(): Promise<void> {
  const { id } = $cart.get();
  const { handle, user } = $session.get();
  if (!handle || !id || !isGuestCartId(id)) return;
  if (user) {
    try {
      await assignGuestCart(id, user.id);
    } catch (error) {
      // 404: the guest cart is gone (ordered, expired); anything else: its lines stay behind.
      if (toApiError(error).status !== 404) console.error('[cart] guest cart not merged', error);
    }
  }
  clearCart();
}

/**
 * App start and login: a logged-in shopper's guest cart is merged into theirs; the
 * stored cart is refreshed (a 404 forgets it); a logged-in shopper without a cart gets one.
 * Never rejects: a cart that cannot load must not break the page.
 */
async function init(): Promise<void> {
  try {
    await adoptGuestCart();
    if ($cart.get().id) await refreshTotals();
    if (!$cart.get().id && $session.get().handle) {
      await createCart();
      await refreshTotals();
    }
  } catch (error) {
    console.error('[cart] init failed', error);
  }
}

// Whoever logs the shopper in (account remote, shell) only announces it; the cart follows.
bus.on('auth:logged-in', () => {
  void init();
});

const cartService: CartService = { addItem, refreshTotals, init };

export default cartService;
