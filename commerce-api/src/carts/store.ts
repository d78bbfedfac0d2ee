import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { maskedId } from '../auth/tokens.ts';
import { sql } from '../auth/statements.ts';
import { notFound } from '../http/errors.ts';
import { missing } from '../auth/rest.ts';
import type { Locale } from '../http/locale.ts';
import { msg } from './messages.ts';
import { assertPrimeAccess } from '../prime/hooks.ts';
import { loadProductById } from './pricing.ts';
import { assertPurchasable, assertQty, resolveLine, sameOptions, type ProductOptionInput } from './rules.ts';

/** The SQL of carts and their lines: every read and write of `carts` and `cart_items` is here. */

export interface CartRow {
  id: number;
  masked_id: string | null;
  customer_id: number | null;
  is_active: number;
  coupon_code: string | null;
  email: string | null;
  shipping_address: string | null;
  billing_address: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method: string | null;
  payment_data: string | null;
  order_custom_attributes: string | null;
  comment: string | null;
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

export type CartRef = { kind: 'guest'; maskedId: string } | { kind: 'mine'; customerId: number };

const MASKED = /^[A-Za-z0-9]{32}$/;

/** The cart a path names; 404 when it does not exist, is not the caller's, or is already ordered. */
export function findCart(ctx: AppContext, ref: CartRef, options: { includeOrdered?: boolean } = {}): CartRow {
  let cart: CartRow | undefined;
  if (ref.kind === 'guest') {
    cart = MASKED.test(ref.maskedId)
      ? (sql(ctx.db, 'SELECT * FROM carts WHERE masked_id = ?').get(ref.maskedId) as CartRow | undefined)
      : undefined;
    if (!cart || (!cart.is_active && !(options.includeOrdered && cart.order_id))) {
      throw missing(msg('cart_not_found'), { cartId: ref.maskedId.slice(0, 40) });
    }
  } else {
    cart = options.includeOrdered
      ? (ctx.db.prepare('SELECT * FROM carts WHERE customer_id = ? ORDER BY is_active DESC, id DESC LIMIT 1').get(ref.customerId) as CartRow | undefined)
      : (sql(ctx.db, 'SELECT * FROM carts WHERE customer_id = ? AND is_active = 1 ORDER BY id DESC LIMIT 1').get(ref.customerId) as CartRow | undefined);
    if (!cart) throw missing(msg('customer_cart_not_found'), { customerId: ref.customerId });
  }
  return cart;
}

export function createGuestCart(ctx: AppContext): string {
  const masked = maskedId();
  const now = nowText(ctx);
  ctx.db.prepare('INSERT INTO carts (masked_id, created_at, updated_at) VALUES (?, ?, ?)').run(masked, now, now);
  return masked;
}

/** Magento returns the customer's active quote when there is one, so this is idempotent. */
export function createCustomerCart(ctx: AppContext, customerId: number): number {
  const existing = ctx.db.prepare('SELECT id FROM carts WHERE customer_id = ? AND is_active = 1 ORDER BY id DESC LIMIT 1').pluck().get(customerId) as
    | number
    | undefined;
  if (existing) return existing;
  const now = nowText(ctx);
  return Number(ctx.db.prepare('INSERT INTO carts (customer_id, created_at, updated_at) VALUES (?, ?, ?)').run(customerId, now, now).lastInsertRowid);
}

export const touchCart = (ctx: AppContext, cartId: number): void => {
  sql(ctx.db, 'UPDATE carts SET updated_at = ? WHERE id = ?').run(nowText(ctx), cartId);
};

/** Cart columns hold JSON written by this back end; an unreadable one counts as absent. */
export function parseJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export interface ItemRow {
  id: number;
  cart_id: number;
  product_id: number;
  parent_product_id: number;
  qty: number;
  product_option: string;
}

export function itemRows(ctx: AppContext, cartId: number): ItemRow[] {
  return sql(ctx.db, 'SELECT id, cart_id, product_id, parent_product_id, qty, product_option FROM cart_items WHERE cart_id = ? ORDER BY id').all(cartId) as ItemRow[];
}

export function itemRow(ctx: AppContext, cartId: number, itemId: number): ItemRow | null {
  return (
    (sql(ctx.db, 'SELECT id, cart_id, product_id, parent_product_id, qty, product_option FROM cart_items WHERE id = ? AND cart_id = ?').get(itemId, cartId) as
      | ItemRow
      | undefined) ?? null
  );
}

/** Adds a line, merging with an identical one as Magento does; returns the item id. */
export function addItem(ctx: AppContext, cart: CartRow, sku: string, qty: unknown, productOption: ProductOptionInput | undefined, locale: Locale): number {
  assertQty(qty);
  const line = resolveLine(ctx, sku, productOption, locale);
  assertPrimeAccess(ctx, cart.customer_id, line.parent);
  const rows = itemRows(ctx, cart.id);
  const optionJson = JSON.stringify(line.productOption);
  const same = rows.find((r) => r.product_id === line.product.id && r.parent_product_id === line.parent.id && sameOptions(r.product_option, optionJson));
  const others = rows.filter((r) => r.product_id === line.product.id && r !== same).reduce((n, r) => n + r.qty, 0);
  const newQty = (same?.qty ?? 0) + qty;
  assertQty(newQty);
  assertPurchasable(ctx, cart, line, newQty, others);
  touchCart(ctx, cart.id);
  if (same) {
    ctx.db.prepare('UPDATE cart_items SET qty = ? WHERE id = ?').run(newQty, same.id);
    return same.id;
  }
  return Number(
    ctx.db
      .prepare('INSERT INTO cart_items (cart_id, product_id, parent_product_id, qty, product_option, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(cart.id, line.product.id, line.parent.id, qty, optionJson, nowText(ctx)).lastInsertRowid,
  );
}

export function updateItemQty(ctx: AppContext, cart: CartRow, itemId: number, qty: unknown): void {
  const rows = itemRows(ctx, cart.id);
  const row = rows.find((r) => r.id === itemId);
  if (!row) throw missing(msg('cart_item_not_found'), { itemId });
  assertQty(qty);
  const product = loadProductById(ctx, row.product_id);
  const parent = loadProductById(ctx, row.parent_product_id);
  if (!product || !parent) throw notFound('product_not_found');
  const others = rows.filter((r) => r.product_id === row.product_id && r.id !== row.id).reduce((n, r) => n + r.qty, 0);
  assertPurchasable(ctx, cart, { product, parent, productOption: JSON.parse(row.product_option) as ProductOptionInput }, qty, others);
  ctx.db.prepare('UPDATE cart_items SET qty = ? WHERE id = ?').run(qty, row.id);
  touchCart(ctx, cart.id);
}

export function removeItem(ctx: AppContext, cart: CartRow, itemId: number): void {
  const result = ctx.db.prepare('DELETE FROM cart_items WHERE id = ? AND cart_id = ?').run(itemId, cart.id);
  if (result.changes === 0) throw missing(msg('cart_item_not_found'), { itemId });
  touchCart(ctx, cart.id);
}

/** Magento's "assign guest cart to customer": the guest's lines and coupon join the customer's active cart. */
export function mergeGuestCart(ctx: AppContext, guest: CartRow, customerId: number): void {
  const target = createCustomerCart(ctx, customerId);
  ctx.db.prepare('UPDATE cart_items SET cart_id = ? WHERE cart_id = ?').run(target, guest.id);
  ctx.db.prepare('UPDATE carts SET coupon_code = coalesce(coupon_code, ?) WHERE id = ?').run(guest.coupon_code, target);
  ctx.db.prepare('UPDATE carts SET is_active = 0 WHERE id = ?').run(guest.id);
  touchCart(ctx, target);
}

export function setCoupon(ctx: AppContext, cartId: number, code: string | null): void {
  ctx.db.prepare('UPDATE carts SET coupon_code = ? WHERE id = ?').run(code, cartId);
  touchCart(ctx, cartId);
}
