import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { maskedId } from '../auth/tokens.ts';
import { sql } from '../auth/statements.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { missing } from '../auth/rest.ts';
import type { Locale } from '../http/locale.ts';
import { messageFor } from '../http/messages.ts';
import { resolvePlace, shippingMethods, type ShippingLine, type ShippingMethod } from '../checkout/shipping.ts';
import { msg } from './messages.ts';
import { applyPrimeToLines, assertPrimeAccess } from '../prime/hooks.ts';
import {
  attributesOf,
  customOptionsOf,
  extensionOf,
  loadProductById,
  loadProductBySku,
  optionDelta,
  priceOf,
  titleOf,
  type ProductRow,
  type Title,
} from './pricing.ts';

export const QTY_MAX = 10_000;

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

// ---------------------------------------------------------------------------------------------
// Lines

interface OptionPair {
  option_id: string | number;
  option_value: string | number;
}

export interface ProductOptionInput {
  extension_attributes?: {
    custom_options?: OptionPair[];
    configurable_item_options?: OptionPair[];
    bundle_options?: { option_id: number | string; option_qty?: number; option_selections?: (number | string)[] }[];
    /** Opt-in to the insurance-like guarantee programme, for products that offer it. */
    with_guarantee?: boolean;
  };
}

export interface ResolvedLine {
  product: ProductRow;
  parent: ProductRow;
  productOption: ProductOptionInput;
}

const keyOf = (pairs: OptionPair[] | undefined) =>
  (pairs ?? []).map((p) => `${p.option_id}=${p.option_value}`).toSorted().join('&');

/**
 * Child of a configurable chosen by `configurable_item_options`: option_id is the attribute id
 * (Magento) or code, option_value the attribute option id the child carries.
 */
function chooseChild(ctx: AppContext, parent: ProductRow, selected: OptionPair[], locale: Locale): ProductRow {
  const extension = extensionOf(parent);
  const options = Array.isArray(extension['configurable_product_options'])
    ? (extension['configurable_product_options'] as { attribute_id?: number | string; attribute_code?: string; label?: Title }[])
    : [];
  const links = Array.isArray(extension['configurable_product_links']) ? (extension['configurable_product_links'] as unknown[]) : [];
  const wanted: { code: string; value: string }[] = [];
  for (const option of options) {
    const known = option.attribute_code
      ? (ctx.db.prepare('SELECT attribute_code, attribute_id, label_fr, label_en FROM product_attributes WHERE attribute_code = ?').get(option.attribute_code) as AttributeRow | undefined)
      : (ctx.db.prepare('SELECT attribute_code, attribute_id, label_fr, label_en FROM product_attributes WHERE attribute_id = ?').get(Number(option.attribute_id)) as AttributeRow | undefined);
    const code = option.attribute_code ?? known?.attribute_code;
    const attributeId = option.attribute_id ?? known?.attribute_id;
    const label = titleOf(option.label, locale, known ? (locale === 'en' ? known.label_en : known.label_fr) : String(code));
    const choice = selected.find((s) => String(s.option_id) === String(attributeId) || String(s.option_id) === code);
    if (!choice) throw badRequest(msg('option_required'), { option: label });
    if (!code) throw badRequest(msg('option_invalid'));
    wanted.push({ code, value: String(choice.option_value) });
  }
  for (const link of links) {
    const child = loadProductById(ctx, Number(link));
    if (!child || child.status !== 1) continue;
    const attributes = attributesOf(child);
    if (wanted.every((w) => String(attributes[w.code]) === w.value)) return child;
  }
  throw badRequest(msg('option_invalid'));
}

interface AttributeRow {
  attribute_code: string;
  attribute_id: number;
  label_fr: string;
  label_en: string;
}

/** Validates what the shopper asked for and finds the product that is priced and shipped. */
export function resolveLine(ctx: AppContext, sku: string, productOption: ProductOptionInput | undefined, locale: Locale): ResolvedLine {
  const parent = loadProductBySku(ctx, sku);
  if (!parent || parent.status !== 1) throw notFound('product_not_found');
  const ext = productOption?.extension_attributes ?? {};
  const product = parent.type_id === 'configurable' ? chooseChild(ctx, parent, ext.configurable_item_options ?? [], locale) : parent;
  const custom: OptionPair[] = [];
  const definitions = customOptionsOf(parent);
  for (const definition of definitions) {
    const choice = (ext.custom_options ?? []).find((c) => String(c.option_id) === String(definition.option_id));
    if (!choice || String(choice.option_value).trim() === '') {
      if (definition.is_require) throw badRequest(msg('option_required'), { option: titleOf(definition.title, locale, String(definition.option_id)) });
      continue;
    }
    if (definition.values?.length && !definition.values.some((v) => String(v.option_type_id) === String(choice.option_value))) {
      throw badRequest(msg('option_invalid'));
    }
    if (!definition.values?.length && String(choice.option_value).length > 255) throw badRequest(msg('option_invalid'));
    custom.push({ option_id: String(choice.option_id), option_value: String(choice.option_value) });
  }
  if ((ext.custom_options ?? []).some((c) => !definitions.some((d) => String(d.option_id) === String(c.option_id)))) {
    throw badRequest(msg('option_invalid'));
  }
  const normalized: ProductOptionInput = { extension_attributes: {} };
  if (custom.length) normalized.extension_attributes!.custom_options = custom;
  if (parent.type_id === 'configurable') normalized.extension_attributes!.configurable_item_options = (ext.configurable_item_options ?? []).map((p) => ({ option_id: String(p.option_id), option_value: String(p.option_value) }));
  if (parent.type_id === 'bundle' && ext.bundle_options) normalized.extension_attributes!.bundle_options = ext.bundle_options;
  if (ext.with_guarantee) {
    if (guaranteeOf(parent) <= 0) throw badRequest(msg('guarantee_unavailable'), { sku: parent.sku });
    normalized.extension_attributes!.with_guarantee = true;
  }
  return { product, parent, productOption: normalized };
}

/** Price of the guarantee programme for one unit, 0 when the product does not offer it. */
export function guaranteeOf(product: ProductRow): number {
  const attributes = attributesOf(product);
  const offered = attributes['has_guarantie_sur_sur'] === '1' || attributes['has_guarantie_sur_sur'] === 1 || attributes['has_guarantie_sur_sur'] === true;
  const value = Math.round(Number(attributes['guarantie_sur_sur_value'] ?? 0));
  return offered && Number.isFinite(value) && value > 0 ? value : 0;
}

/** What a line costs now: the product's rule price plus its chosen custom options. */
export function unitPrice(line: { product: ProductRow; parent: ProductRow; productOption: ProductOptionInput }, now: Date, locale: Locale) {
  const pricing = priceOf(line.product, now);
  let delta = 0;
  const labels: { label: string; value: string }[] = [];
  for (const choice of line.productOption.extension_attributes?.custom_options ?? []) {
    const definition = customOptionsOf(line.parent).find((d) => String(d.option_id) === String(choice.option_id));
    if (!definition) continue;
    const value = definition.values?.find((v) => String(v.option_type_id) === String(choice.option_value));
    delta += value ? optionDelta(pricing.final, value.price, value.price_type) : optionDelta(pricing.final, definition.price, definition.price_type);
    labels.push({ label: titleOf(definition.title, locale, String(definition.option_id)), value: value ? titleOf(value.title, locale, String(value.option_type_id)) : String(choice.option_value) });
  }
  return { ...pricing, unit: pricing.final + delta, labels };
}

const validQty = (qty: unknown): qty is number => typeof qty === 'number' && Number.isInteger(qty) && qty >= 1 && qty <= QTY_MAX;

export function assertQty(qty: unknown): asserts qty is number {
  if (!validQty(qty)) throw badRequest(msg('qty_invalid'), { max: QTY_MAX });
}

/** Hidden price, stock and the flash-sale rule for `qty` units of a line. */
export function assertPurchasable(ctx: AppContext, cart: CartRow, line: ResolvedLine, qty: number, otherQtyOfProduct: number): void {
  const now = ctx.now();
  const pricing = priceOf(line.parent, now);
  if (pricing.hidden) throw badRequest(msg('price_on_request'), { sku: line.parent.sku });
  const product = line.product;
  const unlimited = product.type_id === 'virtual' && product.stock_qty === null;
  if (!unlimited) {
    const available = product.stock_qty ?? 0;
    if (!product.is_in_stock || available <= 0) throw badRequest(msg('product_out_of_stock'), { sku: product.sku });
    if (qty + otherQtyOfProduct > available) throw badRequest(msg('qty_not_available'), { sku: product.sku, available });
  }
  if (priceOf(product, now).flashSale || pricing.flashSale) {
    if (qty + otherQtyOfProduct > 1) throw badRequest(msg('flash_sale_one_per_customer'), { sku: product.sku });
    if (cart.customer_id !== null && hasBoughtFlashItem(ctx, product.id, { customerId: cart.customer_id })) {
      throw badRequest(msg('flash_sale_one_per_customer'), { sku: product.sku });
    }
  }
}

export function hasBoughtFlashItem(ctx: AppContext, productId: number, who: { customerId?: number | null; telephone?: string | null }): boolean {
  return Boolean(
    ctx.db
      .prepare(
        `SELECT 1 FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE i.product_id = ? AND i.is_flash_sale = 1 AND o.status != 'canceled' AND (o.customer_id = ? OR o.telephone = ?) LIMIT 1`,
      )
      .get(productId, who.customerId ?? null, who.telephone ?? null),
  );
}

interface ItemRow {
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

const parseOption = (text: string) => JSON.parse(text) as ProductOptionInput;

function sameOptions(a: string, b: string): boolean {
  const parse = parseOption;
  const x = parse(a).extension_attributes ?? {};
  const y = parse(b).extension_attributes ?? {};
  return keyOf(x.custom_options) === keyOf(y.custom_options) && keyOf(x.configurable_item_options) === keyOf(y.configurable_item_options) &&
    JSON.stringify(x.bundle_options ?? null) === JSON.stringify(y.bundle_options ?? null) && Boolean(x.with_guarantee) === Boolean(y.with_guarantee);
}

export function updateItemQty(ctx: AppContext, cart: CartRow, itemId: number, qty: unknown): void {
  const row = itemRows(ctx, cart.id).find((r) => r.id === itemId);
  if (!row) throw missing(msg('cart_item_not_found'), { itemId });
  assertQty(qty);
  const product = loadProductById(ctx, row.product_id);
  const parent = loadProductById(ctx, row.parent_product_id);
  if (!product || !parent) throw notFound('product_not_found');
  const others = itemRows(ctx, cart.id).filter((r) => r.product_id === row.product_id && r.id !== row.id).reduce((n, r) => n + r.qty, 0);
  assertPurchasable(ctx, cart, { product, parent, productOption: JSON.parse(row.product_option) as ProductOptionInput }, qty, others);
  ctx.db.prepare('UPDATE cart_items SET qty = ? WHERE id = ?').run(qty, row.id);
  touchCart(ctx, cart.id);
}

export function removeItem(ctx: AppContext, cart: CartRow, itemId: number): void {
  const result = ctx.db.prepare('DELETE FROM cart_items WHERE id = ? AND cart_id = ?').run(itemId, cart.id);
  if (result.changes === 0) throw missing(msg('cart_item_not_found'), { itemId });
  touchCart(ctx, cart.id);
}

// ---------------------------------------------------------------------------------------------
// Totals

export interface LineView {
  item_id: number;
  product: ProductRow;
  parent: ProductRow;
  productOption: ProductOptionInput;
  sku: string;
  name: string;
  product_type: string;
  qty: number;
  price: number;
  original_price: number;
  row_total: number;
  discount: number;
  /** guarantee programme for the whole line (unit value × qty), 0 when not chosen */
  guarantee: number;
  flashSale: boolean;
  freeShipping: boolean;
  labels: { label: string; value: string }[];
}

export interface CouponRow {
  code: string;
  type: 'percent' | 'fixed';
  amount: number;
  min_subtotal: number;
  starts_at: string | null;
  ends_at: string | null;
  is_active: number;
  label_fr: string;
  label_en: string;
}

export function findCoupon(ctx: AppContext, code: string): CouponRow | null {
  return (sql(ctx.db, 'SELECT * FROM coupons WHERE code = ?').get(code) as CouponRow | undefined) ?? null;
}

/** Why a coupon does not apply to a subtotal now, or null when it does. */
export function couponProblem(ctx: AppContext, coupon: CouponRow | null, subtotal: number): ApiError | null {
  if (!coupon || !coupon.is_active) return missing(msg('coupon_invalid'));
  const now = nowText(ctx);
  if ((coupon.starts_at && coupon.starts_at > now) || (coupon.ends_at && coupon.ends_at < now)) return missing(msg('coupon_invalid'));
  if (subtotal < coupon.min_subtotal) return badRequest(msg('coupon_min_subtotal'), { coupon: coupon.code, amount: coupon.min_subtotal });
  return null;
}

export interface Totals {
  lines: LineView[];
  items_qty: number;
  subtotal: number;
  discount: number;
  guarantee: number;
  coupon: CouponRow | null;
  shipping: ShippingMethod | null;
  grand_total: number;
}

function toLineView(ctx: AppContext, row: ItemRow, locale: Locale, now: Date): LineView | null {
  const product = loadProductById(ctx, row.product_id);
  const parent = row.parent_product_id === row.product_id ? product : loadProductById(ctx, row.parent_product_id);
  if (!product || !parent) return null;
  const productOption = JSON.parse(row.product_option) as ProductOptionInput;
  const price = unitPrice({ product, parent, productOption }, now, locale);
  const attributes = { ...attributesOf(parent), ...attributesOf(product) };
  return {
    item_id: row.id,
    product,
    parent,
    productOption,
    sku: product.sku,
    name: locale === 'en' ? parent.name_en : parent.name_fr,
    product_type: parent.type_id,
    qty: row.qty,
    price: price.unit,
    original_price: price.original,
    row_total: price.unit * row.qty,
    discount: 0,
    guarantee: productOption.extension_attributes?.with_guarantee ? guaranteeOf(parent) * row.qty : 0,
    flashSale: price.flashSale || (parent === product ? false : priceOf(parent, now).flashSale),
    freeShipping: attributes['is_free_shipping'] === true || attributes['is_free_shipping'] === 1 || attributes['is_free_shipping'] === '1',
    labels: price.labels,
  };
}

export function lineViews(ctx: AppContext, cart: CartRow, locale: Locale): LineView[] {
  const now = ctx.now();
  const lines = itemRows(ctx, cart.id)
    .map((row) => toLineView(ctx, row, locale, now))
    .filter((line): line is LineView => line !== null);
  return applyPrimeToLines(ctx, cart.customer_id, lines);
}

/** One line only: answering an add or an update must not cost a walk over the whole cart. */
export function lineView(ctx: AppContext, cart: CartRow, itemId: number, locale: Locale): LineView | null {
  const row = sql(ctx.db, 'SELECT id, cart_id, product_id, parent_product_id, qty, product_option FROM cart_items WHERE id = ? AND cart_id = ?')
    .get(itemId, cart.id) as ItemRow | undefined;
  const line = row ? toLineView(ctx, row, locale, ctx.now()) : null;
  return line ? applyPrimeToLines(ctx, cart.customer_id, [line])[0]! : null;
}

export function parseJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * The shipping rules' view of cart lines: the shipped product's attributes over its parent's;
 * a line marked free-shipping (the product's label, or a Prime member's free delivery) ships free.
 */
export function shippingLines(lines: LineView[]): ShippingLine[] {
  return lines.map((l) => {
    const attributes = { ...attributesOf(l.parent), ...attributesOf(l.product) };
    return { productId: l.product.id, typeId: l.product.type_id, attributes: l.freeShipping ? { ...attributes, is_free_shipping: '1' } : attributes, qty: l.qty };
  });
}

export interface StoredAddress {
  city: string;
  fax?: string | null;
  street?: string[];
  [key: string]: unknown;
}

/** Subtotal, coupon discount (spread over the lines), the chosen shipping rate and the grand total. */
export function computeTotals(ctx: AppContext, cart: CartRow, locale: Locale): Totals {
  const lines = lineViews(ctx, cart, locale);
  const subtotal = lines.reduce((sum, l) => sum + l.row_total, 0);
  let coupon = cart.coupon_code ? findCoupon(ctx, cart.coupon_code) : null;
  if (coupon && couponProblem(ctx, coupon, subtotal)) coupon = null;
  let discount = 0;
  if (coupon) {
    discount = coupon.type === 'percent' ? Math.round((subtotal * Math.min(coupon.amount, 100)) / 100) : Math.min(coupon.amount, subtotal);
    let left = discount;
    lines.forEach((line, index) => {
      const share = index === lines.length - 1 ? left : Math.min(left, Math.round((discount * line.row_total) / Math.max(subtotal, 1)));
      line.discount = share;
      left -= share;
    });
  }
  let shipping: ShippingMethod | null = null;
  const address = parseJson<StoredAddress>(cart.shipping_address);
  if (address && cart.shipping_carrier_code && cart.shipping_method_code && lines.length) {
    try {
      const place = resolvePlace(ctx, address.city, address.fax, address.street?.[0]);
      shipping =
        shippingMethods(ctx, locale, place, shippingLines(lines)).find(
          (m) => m.carrier_code === cart.shipping_carrier_code && m.method_code === cart.shipping_method_code,
        ) ?? null;
    } catch {
      // A town or quarter removed since the address was saved: no rate until a new address is set.
      shipping = null;
    }
  }
  const shippingAmount = shipping?.amount ?? 0;
  const guarantee = lines.reduce((sum, l) => sum + l.guarantee, 0);
  return {
    lines,
    items_qty: lines.reduce((n, l) => n + l.qty, 0),
    subtotal,
    discount,
    guarantee,
    coupon,
    shipping,
    grand_total: subtotal - discount + shippingAmount + guarantee,
  };
}

/** Discounts are negative in Magento's totals; `|| 0` avoids serialising -0 where there is none. */
const negative = (amount: number): number => -amount || 0;

/** Magento's quote-data-totals-interface, plus the discount segment the storefront reads. */
export function totalsResource(totals: Totals, locale: Locale) {
  const shippingAmount = totals.shipping?.amount ?? 0;
  const segments: { code: string; title: string; value: number; area?: string }[] = [
    { code: 'subtotal', title: messageFor(locale, msg('segment_subtotal')), value: totals.subtotal },
  ];
  if (totals.shipping) {
    segments.push({ code: 'shipping', title: `${messageFor(locale, msg('segment_shipping'))} (${totals.shipping.carrier_title} - ${totals.shipping.method_title})`, value: shippingAmount });
  }
  if (totals.coupon) {
    segments.push({ code: 'discount', title: messageFor(locale, msg('segment_discount')).replace('%coupon', totals.coupon.code), value: negative(totals.discount) });
  }
  if (totals.guarantee) {
    segments.push({ code: 'guarantee', title: messageFor(locale, msg('segment_guarantee')), value: totals.guarantee });
  }
  segments.push({ code: 'grand_total', title: messageFor(locale, msg('segment_grand_total')), value: totals.grand_total, area: 'footer' });
  return {
    grand_total: totals.grand_total,
    base_grand_total: totals.grand_total,
    subtotal: totals.subtotal,
    base_subtotal: totals.subtotal,
    discount_amount: negative(totals.discount),
    base_discount_amount: negative(totals.discount),
    subtotal_with_discount: totals.subtotal - totals.discount,
    base_subtotal_with_discount: totals.subtotal - totals.discount,
    shipping_amount: shippingAmount,
    base_shipping_amount: shippingAmount,
    shipping_discount_amount: 0,
    base_shipping_discount_amount: 0,
    tax_amount: 0,
    base_tax_amount: 0,
    weee_tax_applied_amount: 0,
    shipping_tax_amount: 0,
    base_shipping_tax_amount: 0,
    subtotal_incl_tax: totals.subtotal,
    base_subtotal_incl_tax: totals.subtotal,
    shipping_incl_tax: shippingAmount,
    base_shipping_incl_tax: shippingAmount,
    base_currency_code: 'XAF',
    quote_currency_code: 'XAF',
    ...(totals.coupon ? { coupon_code: totals.coupon.code } : {}),
    items_qty: totals.items_qty,
    items: totals.lines.map((l) => ({
      item_id: l.item_id,
      price: l.price,
      base_price: l.price,
      qty: l.qty,
      row_total: l.row_total,
      base_row_total: l.row_total,
      row_total_with_discount: l.row_total - l.discount,
      tax_amount: 0,
      base_tax_amount: 0,
      tax_percent: 0,
      discount_amount: l.discount,
      base_discount_amount: l.discount,
      discount_percent: totals.coupon?.type === 'percent' ? totals.coupon.amount : 0,
      price_incl_tax: l.price,
      base_price_incl_tax: l.price,
      row_total_incl_tax: l.row_total,
      base_row_total_incl_tax: l.row_total,
      options: JSON.stringify(l.labels),
      weee_tax_applied_amount: 0,
      weee_tax_applied: '',
      name: l.name,
      extension_attributes: { sku: l.sku, product_id: l.parent.id, product_type: l.product_type, original_price: l.original_price, is_flash_sale: l.flashSale, guarantee_amount: l.guarantee },
    })),
    total_segments: segments,
    extension_attributes: { order_guarantee_total: totals.guarantee },
  };
}

/** Magento's quote-data-cart-item-interface. */
export function itemResource(line: LineView, quoteId: string) {
  const option = line.productOption.extension_attributes ?? {};
  return {
    item_id: line.item_id,
    sku: line.sku,
    qty: line.qty,
    name: line.name,
    price: line.price,
    product_type: line.product_type,
    quote_id: quoteId,
    ...(Object.keys(option).length ? { product_option: line.productOption } : {}),
    extension_attributes: {
      original_price: line.original_price,
      parent_sku: line.parent.sku,
      is_flash_sale: line.flashSale,
      guarantee_available: guaranteeOf(line.parent) > 0,
      guarantee_amount: line.guarantee,
    },
  };
}

export const quoteIdOf = (cart: CartRow): string => cart.masked_id ?? String(cart.id);

/** Magento's quote-data-cart-interface. */
export function cartResource(ctx: AppContext, cart: CartRow, locale: Locale) {
  const lines = lineViews(ctx, cart, locale);
  const customer = cart.customer_id
    ? (ctx.db.prepare('SELECT id, email, firstname, lastname FROM customers WHERE id = ?').get(cart.customer_id) as
        | { id: number; email: string; firstname: string; lastname: string }
        | undefined)
    : undefined;
  const billing = parseJson<Record<string, unknown>>(cart.billing_address);
  return {
    id: cart.id,
    created_at: cart.created_at,
    updated_at: cart.updated_at,
    is_active: Boolean(cart.is_active),
    is_virtual: lines.length > 0 && lines.every((l) => l.product.type_id === 'virtual'),
    items: lines.map((l) => itemResource(l, quoteIdOf(cart))),
    items_count: lines.length,
    items_qty: lines.reduce((n, l) => n + l.qty, 0),
    customer: customer
      ? { id: customer.id, email: customer.email, firstname: customer.firstname, lastname: customer.lastname }
      : // Magento sends nulls for a guest; empty strings keep the schema's string types.
        { email: cart.email ?? '', firstname: '', lastname: '' },
    ...(billing ? { billing_address: { ...billing, email: (billing['email'] as string | undefined) ?? cart.email ?? customer?.email ?? '' } } : {}),
    orig_order_id: 0,
    currency: {
      global_currency_code: 'XAF',
      base_currency_code: 'XAF',
      store_currency_code: 'XAF',
      quote_currency_code: 'XAF',
      store_to_base_rate: 1,
      store_to_quote_rate: 1,
      base_to_global_rate: 1,
      base_to_quote_rate: 1,
    },
    customer_is_guest: cart.customer_id === null,
    customer_note_notify: true,
    customer_tax_class_id: 3,
    store_id: 1,
    extension_attributes: {
      ...(cart.coupon_code ? { coupon_code: cart.coupon_code } : {}),
      ...(cart.shipping_carrier_code ? { shipping_method: `${cart.shipping_carrier_code}_${cart.shipping_method_code}` } : {}),
    },
  };
}

export { ApiError };
