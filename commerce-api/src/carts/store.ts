import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { maskedId } from '../auth/tokens.ts';
import { notFound } from '../http/errors.ts';
import { missing } from '../auth/rest.ts';
import type { Locale } from '../http/locale.ts';
import { msg } from './messages.ts';
import { assertPrimeAccess } from '../prime/hooks.ts';
import type { CartRow } from './repository.ts';
import { assertPurchasable, assertQty, resolveLine, sameOptions, type ProductOptionInput } from './rules.ts';

/** Carts and their lines: finding the caller's cart, and the rules every change of a line obeys. */

export type CartRef = { kind: 'guest'; maskedId: string } | { kind: 'mine'; customerId: number };

const MASKED = /^[A-Za-z0-9]{32}$/;

/** The cart a path names; 404 when it does not exist, is not the caller's, or is already ordered. */
export async function findCart(ctx: AppContext, ref: CartRef, options: { includeOrdered?: boolean } = {}): Promise<CartRow> {
  if (ref.kind === 'guest') {
    const cart = MASKED.test(ref.maskedId) ? await ctx.repos.carts.byMaskedId(ref.maskedId) : undefined;
    if (!cart || (!cart.is_active && !(options.includeOrdered && cart.order_id))) {
      throw missing(msg('cart_not_found'), { cartId: ref.maskedId.slice(0, 40) });
    }
    return cart;
  }
  const cart = options.includeOrdered ? await ctx.repos.carts.latestOf(ref.customerId) : await ctx.repos.carts.activeOf(ref.customerId);
  if (!cart) throw missing(msg('customer_cart_not_found'), { customerId: ref.customerId });
  return cart;
}

export async function createGuestCart(ctx: AppContext): Promise<string> {
  const masked = maskedId();
  await ctx.repos.carts.createGuest(masked, nowText(ctx));
  return masked;
}

/** Magento returns the customer's active quote when there is one, so this is idempotent. */
export async function createCustomerCart(ctx: AppContext, customerId: number): Promise<number> {
  const existing = await ctx.repos.carts.activeOf(customerId);
  return existing ? existing.id : ctx.repos.carts.createForCustomer(customerId, nowText(ctx));
}

/** Cart columns hold JSON written by this back end; an unreadable one counts as absent. */
export function parseJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** Adds a line, merging with an identical one as Magento does; returns the item id. */
export async function addItem(ctx: AppContext, cart: CartRow, sku: string, qty: unknown, productOption: ProductOptionInput | undefined, locale: Locale): Promise<number> {
  assertQty(qty);
  const line = await resolveLine(ctx, sku, productOption, locale);
  await assertPrimeAccess(ctx, cart.customer_id, line.parent);
  const rows = await ctx.repos.carts.items(cart.id);
  const optionJson = JSON.stringify(line.productOption);
  const same = rows.find((r) => r.product_id === line.product.id && r.parent_product_id === line.parent.id && sameOptions(r.product_option, optionJson));
  const others = rows.filter((r) => r.product_id === line.product.id && r !== same).reduce((n, r) => n + r.qty, 0);
  const newQty = (same?.qty ?? 0) + qty;
  assertQty(newQty);
  await assertPurchasable(ctx, cart, line, newQty, others);
  const at = nowText(ctx);
  await ctx.repos.carts.touch(cart.id, at);
  if (same) {
    await ctx.repos.carts.setItemQty(same.id, newQty);
    return same.id;
  }
  return ctx.repos.carts.addItem({ cart_id: cart.id, product_id: line.product.id, parent_product_id: line.parent.id, qty, product_option: optionJson }, at);
}

export async function updateItemQty(ctx: AppContext, cart: CartRow, itemId: number, qty: unknown): Promise<void> {
  const rows = await ctx.repos.carts.items(cart.id);
  const row = rows.find((r) => r.id === itemId);
  if (!row) throw missing(msg('cart_item_not_found'), { itemId });
  assertQty(qty);
  const product = await ctx.repos.carts.productById(row.product_id);
  const parent = await ctx.repos.carts.productById(row.parent_product_id);
  if (!product || !parent) throw notFound('product_not_found');
  const others = rows.filter((r) => r.product_id === row.product_id && r.id !== row.id).reduce((n, r) => n + r.qty, 0);
  await assertPurchasable(ctx, cart, { product, parent, productOption: JSON.parse(row.product_option) as ProductOptionInput }, qty, others);
  await ctx.repos.carts.setItemQty(row.id, qty);
  await ctx.repos.carts.touch(cart.id, nowText(ctx));
}

export async function removeItem(ctx: AppContext, cart: CartRow, itemId: number): Promise<void> {
  if (!(await ctx.repos.carts.removeItem(cart.id, itemId))) throw missing(msg('cart_item_not_found'), { itemId });
  await ctx.repos.carts.touch(cart.id, nowText(ctx));
}

/** Magento's "assign guest cart to customer": the guest's lines and coupon join the customer's active cart. */
export async function mergeGuestCart(ctx: AppContext, guest: CartRow, customerId: number): Promise<void> {
  const target = await createCustomerCart(ctx, customerId);
  await ctx.repos.carts.merge(guest, target, nowText(ctx));
}

export async function setCoupon(ctx: AppContext, cartId: number, code: string | null): Promise<void> {
  await ctx.repos.carts.setCoupon(cartId, code, nowText(ctx));
}
