import { $cart, clearCart, i18n, safeSessionStorage, showToast, toApiError, TOAST_DURATION, type ApiError, type Order } from '@shop/shared';
import * as checkoutApi from '../../../api/checkout';
import { buildAddress, estimateAddress, orderCustomAttributes, paymentPayload } from './address';
import { resetForm, type CheckoutForm } from './form';

/** Session storage key of the last order placed in this tab: /thankyou reads it. */
export const LAST_ORDER_KEY = 'LAST_ORDER';

export interface LastOrder {
  /** Numeric id for a customer, the unguessable reference for a guest. */
  id: string;
  order?: Order;
}

export function readLastOrder(): LastOrder | null {
  const stored = safeSessionStorage.getJSON<LastOrder>(LAST_ORDER_KEY);
  return stored && typeof stored.id === 'string' && stored.id ? stored : null;
}

/**
 * The order just placed in this tab, read again with the shopper's own right (the customer's
 * token, or for a guest the unguessable reference) so its status is the server's; the fresh
 * copy replaces the one kept at placement. Null when this tab placed no order.
 */
export async function refreshLastOrder(signal?: AbortSignal): Promise<Order | null> {
  const last = readLastOrder();
  if (!last) return null;
  const order = await checkoutApi.fetchOrder(last.id, signal);
  safeSessionStorage.setJSON(LAST_ORDER_KEY, { id: last.id, order } satisfies LastOrder);
  return order;
}

/** Already shown to the shopper; the page only stops its spinner. */
export class CheckoutError extends Error {
  override readonly name = 'CheckoutError';
  readonly apiError: ApiError;
  constructor(apiError: ApiError) {
    super(apiError.message, { cause: apiError });
    this.apiError = apiError;
  }
}

function hasServerMessage(error: ApiError): boolean {
  const data = error.data as { message?: unknown } | null | undefined;
  return error.hasResponse && typeof data?.message === 'string';
}

/**
 * The server's message when it sent one; 'failed, try again' when no answer came (or
 * only a bare gateway error, which tells the shopper nothing more).
 */
export function reportCheckoutError(error: unknown): CheckoutError {
  const apiError = toApiError(error);
  if (apiError.kind !== 'aborted') {
    const message = hasServerMessage(apiError) ? apiError.message : i18n.t('common:failed_try_again');
    showToast({ type: 'error', message, duration: TOAST_DURATION.error });
  }
  return new CheckoutError(apiError);
}

/** Sends a request again once the shopper proved the telephone it stands on (`usePhoneProof`). */
export type PhoneProofRunner = <T>(request: () => Promise<T>) => Promise<T>;

async function runPlacement(form: CheckoutForm, withPhoneProof: PhoneProofRunner): Promise<string> {
  try {
    const cartId = $cart.get().id;
    // The page validates first; this only guards a cart forgotten in another tab meanwhile.
    if (!cartId || !form.deliveryMethod) throw new TypeError('Checkout needs a cart and a delivery method');
    const method = form.deliveryMethod;
    const address = buildAddress(form);
    const payment = paymentPayload(form);
    const email = form.email.trim();
    // The order: shipping info, payment info, totals, custom attributes, comment, place order.
    await checkoutApi.saveShippingInformation(address, method);
    await checkoutApi.setPaymentInformation(cartId, email, payment);
    await checkoutApi.totalsInformation(estimateAddress(form), method);
    await checkoutApi.setOrderCustomAttributes(cartId, orderCustomAttributes(form));
    if (form.comment.trim()) await checkoutApi.saveComment(cartId, form.comment.trim());
    // An installment payer or a flash-sale buyer's telephone is proven first, once per tab.
    const orderId = await withPhoneProof(() => checkoutApi.placeOrder({ cartId, email, billingAddress: buildAddress(form, { withEmail: true }), paymentMethod: payment }));
    safeSessionStorage.setJSON(LAST_ORDER_KEY, { id: orderId } satisfies LastOrder);
    return orderId;
  } catch (error) {
    throw reportCheckoutError(error);
  }
}

/**
 * After the order: the order is fetched and kept for /thankyou, the form is reset and
 * the cart forgotten (id, quantity, stored details). A failed fetch is not a failed order:
 * /thankyou reads it again.
 */
async function finishOrder(orderId: string): Promise<void> {
  try {
    const order = await checkoutApi.fetchOrder(orderId);
    safeSessionStorage.setJSON(LAST_ORDER_KEY, { id: orderId, order } satisfies LastOrder);
  } catch (error) {
    console.error('[checkout] order read after placement failed', error);
  }
  resetForm();
  clearCart();
  showToast({ type: 'success', message: i18n.t('cart:checkout.your_order_was_placed_successfully'), duration: TOAST_DURATION.default });
}

let inFlight: Promise<string> | null = null;

/**
 * Places the order once however often "place order" is pressed: presses during a placement
 * share it. Resolves with the order id; rejects with CheckoutError once the shopper is told.
 */
export function submitOrder(form: CheckoutForm, withPhoneProof: PhoneProofRunner = (request) => request()): Promise<string> {
  inFlight ??= (async () => {
    try {
      const orderId = await runPlacement(form, withPhoneProof);
      await finishOrder(orderId);
      return orderId;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

export function isPlacingOrder(): boolean {
  return inFlight !== null;
}
