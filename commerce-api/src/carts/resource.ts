import type { AppContext } from '../context.ts';
import type { Locale } from '../http/locale.ts';
import { lineViews, type LineView } from './lines.ts';
import { guaranteeOf } from './rules.ts';
import { parseJson } from './store.ts';
import type { CartRow } from './repository.ts';

/** Magento's JSON for carts and their items, built from the rows and the priced lines. */

export const quoteIdOf = (cart: CartRow): string => cart.masked_id ?? String(cart.id);

/**
 * What the storefront shows of a line beside Magento's fields: its picture and the chosen
 * options in words (Magento's `product_option` carries ids only).
 */
export const lineExtras = (line: LineView) => ({ image: line.image, option_labels: line.labels });

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
      ...lineExtras(line),
    },
  };
}

/** Magento's quote-data-cart-interface. */
export async function cartResource(ctx: AppContext, cart: CartRow, locale: Locale) {
  const lines = await lineViews(ctx, cart, locale);
  const customer = cart.customer_id ? await ctx.repos.carts.customer(cart.customer_id) : undefined;
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
      ? { id: customer.id, email: customer.email ?? '', firstname: customer.firstname, lastname: customer.lastname }
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
