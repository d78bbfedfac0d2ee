import type { AppContext } from '../context.ts';
import type { Locale } from '../http/locale.ts';
import { messageFor } from '../http/messages.ts';
import { couponProblem, findCoupon, spreadDiscount, subtotalOf } from '../carts/coupons.ts';
import { lineViews, type LineView } from '../carts/lines.ts';
import { msg as cartMsg } from '../carts/messages.ts';
import { attributesOf } from '../carts/pricing.ts';
import { lineExtras } from '../carts/resource.ts';
import { parseJson } from '../carts/store.ts';
import type { CartRow, CouponRow } from '../carts/repository.ts';
import { resolvePlace, type Place } from '../places/place.ts';
import { shippingMethods, type ShippingLine, type ShippingMethod } from './shipping.ts';

/** A cart's totals at checkout: its lines, the coupon, the chosen delivery and the guarantee. */

export interface Totals {
  lines: LineView[];
  items_qty: number;
  subtotal: number;
  discount: number;
  guarantee: number;
  coupon: CouponRow | null;
  shipping: ShippingMethod | null;
  /** Where the cart ships, when its address still names a known town (placing the order reads it again otherwise). */
  place: Place | null;
  grand_total: number;
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

interface StoredAddress {
  city: string;
  fax?: string | null;
  street?: string[];
}

/** Subtotal, coupon discount (spread over the lines), the chosen shipping rate and the grand total (`images` as `lineViews`'). */
export async function computeTotals(ctx: AppContext, cart: CartRow, locale: Locale, options: { images?: boolean } = {}): Promise<Totals> {
  const lines = await lineViews(ctx, cart, locale, options);
  const subtotal = subtotalOf(lines);
  let coupon = cart.coupon_code ? await findCoupon(ctx, cart.coupon_code) : null;
  if (coupon && couponProblem(ctx, coupon, subtotal)) coupon = null;
  const discount = coupon ? spreadDiscount(coupon, lines) : 0;
  let shipping: ShippingMethod | null = null;
  const address = parseJson<StoredAddress>(cart.shipping_address);
  let place: Place | null = null;
  if (address && cart.shipping_carrier_code && cart.shipping_method_code && lines.length) {
    try {
      place = await resolvePlace(ctx, address.city, address.fax, address.street?.[0]);
    } catch {
      // A town or quarter removed since the address was saved: no rate until a new address is set.
      place = null;
    }
    if (place) {
      shipping =
        (await shippingMethods(ctx, locale, place, shippingLines(lines))).find(
          (m) => m.carrier_code === cart.shipping_carrier_code && m.method_code === cart.shipping_method_code,
        ) ?? null;
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
    place,
    grand_total: subtotal - discount + shippingAmount + guarantee,
  };
}

/** Discounts are negative in Magento's totals; `|| 0` avoids serialising -0 where there is none. */
const negative = (amount: number): number => -amount || 0;

/** Magento's quote-data-totals-interface, plus the discount segment the storefront reads. */
export function totalsResource(totals: Totals, locale: Locale) {
  const shippingAmount = totals.shipping?.amount ?? 0;
  const segments: { code: string; title: string; value: number; area?: string }[] = [
    { code: 'subtotal', title: messageFor(locale, cartMsg('segment_subtotal')), value: totals.subtotal },
  ];
  if (totals.shipping) {
    segments.push({ code: 'shipping', title: `${messageFor(locale, cartMsg('segment_shipping'))} (${totals.shipping.carrier_title} - ${totals.shipping.method_title})`, value: shippingAmount });
  }
  if (totals.coupon) {
    segments.push({ code: 'discount', title: messageFor(locale, cartMsg('segment_discount')).replace('%coupon', totals.coupon.code), value: negative(totals.discount) });
  }
  if (totals.guarantee) {
    segments.push({ code: 'guarantee', title: messageFor(locale, cartMsg('segment_guarantee')), value: totals.guarantee });
  }
  segments.push({ code: 'grand_total', title: messageFor(locale, cartMsg('segment_grand_total')), value: totals.grand_total, area: 'footer' });
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
      extension_attributes: {
        sku: l.sku,
        product_id: l.parent.id,
        product_type: l.product_type,
        original_price: l.original_price,
        is_flash_sale: l.flashSale,
        guarantee_amount: l.guarantee,
        ...lineExtras(l),
      },
    })),
    total_segments: segments,
    extension_attributes: { order_guarantee_total: totals.guarantee },
  };
}
