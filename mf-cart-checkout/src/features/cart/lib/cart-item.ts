import type { CartItemInput } from '@shop/shared';

/** Call guards: a sku is required and the quantity is a whole number of at least 1. */
export function validateCartItem(item: CartItemInput): void {
  if (!item || typeof item.sku !== 'string' || !item.sku.trim()) {
    throw new TypeError('Parameter productSku is required');
  }
  if (!isValidQuantity(item.qty)) throw new RangeError(`Invalid quantity: ${String(item.qty)}`);
}

export function isValidQuantity(qty: unknown): qty is number {
  return typeof qty === 'number' && Number.isInteger(qty) && qty >= 1;
}

/**
 * What the quantity field holds once the shopper leaves it: a whole number ≥ 1, or null when the
 * text is not a quantity at all (the line then keeps its current quantity).
 */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const qty = Number(trimmed);
  return qty >= 1 && Number.isSafeInteger(qty) ? qty : null;
}
