import { $cart, i18n, showToast, toApiError, TOAST_DURATION } from '@shop/shared';
import * as cartApi from '../../../api/cart';
import { CartActionError, refreshTotals } from './cart-service';
import { isValidQuantity } from './cart-item';

/**
 * The cart page's changes. Each refreshes the totals afterwards and reports the
 * outcome itself: success toast, the server's message, or 'failed, try again' when no
 * response came. They reject with CartActionError once the shopper has been told.
 */
async function run(action: () => Promise<void>, success: string, failure?: (hasResponse: boolean, serverMessage: string) => string): Promise<void> {
  try {
    await action();
  } catch (error) {
    const apiError = toApiError(error);
    const message = failure
      ? failure(apiError.hasResponse, apiError.message)
      : apiError.hasResponse
        ? apiError.message
        : i18n.t('common:failed_try_again');
    showToast({ type: 'error', message, duration: TOAST_DURATION.error });
    // The server may have changed the cart anyway (e.g. the line was already gone): resync.
    await refreshTotals().catch(() => undefined);
    throw new CartActionError(apiError.message, apiError);
  }
  showToast({ type: 'success', message: i18n.t(success), duration: TOAST_DURATION.quick });
  try {
    await refreshTotals();
  } catch (error) {
    console.error('[cart] totals refresh failed', error);
  }
}

function currentCartId(): string {
  const id = $cart.get().id;
  if (!id) throw new TypeError('No cart');
  return id;
}

export function changeQuantity(itemId: number, qty: number): Promise<void> {
  if (!isValidQuantity(qty)) return Promise.reject(new RangeError(`Invalid quantity: ${String(qty)}`));
  return run(async () => {
    await cartApi.updateCartItem(currentCartId(), itemId, qty);
  }, 'cart:quantity_modified_successfully');
}

export function removeLine(itemId: number): Promise<void> {
  return run(() => cartApi.removeCartItem(itemId), 'cart:product_successfully_removed');
}

export function applyCouponCode(code: string): Promise<void> {
  const coupon = code.trim();
  return run(
    () => cartApi.applyCoupon(coupon),
    'cart:the_coupon_was_applied_successfully',
    (hasResponse) => (hasResponse ? i18n.t('cart:coupon_application_failed', { coupon }) : i18n.t('common:failed_try_again')),
  );
}

export function removeCouponCode(): Promise<void> {
  return run(() => cartApi.removeCoupon(), 'cart:the_coupon_was_removed_successfully');
}
