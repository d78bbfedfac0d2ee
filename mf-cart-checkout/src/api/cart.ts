import { api, cartPath, totalsPath, type CartItemInput, type CartTotals, type MagentoCartItem } from '@shop/shared';

/** `POST guest-carts` answers the masked id (a JSON string). */
export function createGuestCart(): Promise<string> {
  return api.post('guest-carts').json<string>();
}

/** `POST carts/mine` answers the customer's active quote id (a number), creating it if needed. */
export async function createCustomerCart(): Promise<string> {
  const id = await api.post('carts/mine').json<number | string>();
  return String(id);
}

/**
 * Magento's "assign guest cart to customer": after login the guest's lines join the customer's
 * cart (needs the customer's bearer token; the store id is Magento's default store view).
 */
export async function assignGuestCart(maskedId: string, customerId: number): Promise<void> {
  await api.put(`guest-carts/${encodeURIComponent(maskedId)}`, { json: { customerId, storeId: 1 } });
}

export function addCartItem(cartId: string, item: CartItemInput): Promise<MagentoCartItem> {
  return api.post(cartPath('items'), { json: { cartItem: { ...item, quote_id: cartId } } }).json<MagentoCartItem>();
}

export function updateCartItem(cartId: string, itemId: number, qty: number): Promise<MagentoCartItem> {
  return api.put(cartPath(`items/${itemId}`), { json: { cartItem: { qty, quote_id: cartId } } }).json<MagentoCartItem>();
}

export async function removeCartItem(itemId: number): Promise<void> {
  await api.delete(cartPath(`items/${itemId}`));
}

export function fetchCartTotals(): Promise<CartTotals> {
  return api.get(totalsPath()).json<CartTotals>();
}

export async function applyCoupon(code: string): Promise<void> {
  await api.put(cartPath(`coupons/${encodeURIComponent(code)}`));
}

export async function removeCoupon(): Promise<void> {
  await api.delete(cartPath('coupons'));
}
