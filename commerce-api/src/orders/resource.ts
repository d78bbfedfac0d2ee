import type { AppContext } from '../context.ts';
import { lineImage } from '../carts/lines.ts';
import { parseJson } from '../carts/store.ts';
import { magentoTime } from '../auth/clock.ts';
import { pickupWindow } from './pickup.ts';
import type { OrderItemRow } from './repository.ts';
import type { HistoryRow } from './lifecycle/repository.ts';

export interface OrderRow {
  id: number;
  increment_id: string;
  masked_id: string;
  cart_id: number;
  customer_id: number | null;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  telephone: string;
  state: string;
  status: string;
  source: string | null;
  locale: string;
  subtotal: number;
  discount_amount: number;
  shipping_amount: number;
  guarantee_total: number;
  grand_total: number;
  coupon_code: string | null;
  discount_description: string | null;
  shipping_carrier_code: string;
  shipping_method_code: string;
  shipping_description: string;
  billing_address: string;
  shipping_address: string;
  payment_method: string;
  payment_info: string;
  pickup_date: string | null;
  pickup_deadline: string | null;
  order_custom_attributes: string;
  comment: string | null;
  created_at: string;
  updated_at: string;
}


const negative = (amount: number): number => -amount || 0;

function address(order: OrderRow, json: string, type: 'billing' | 'shipping') {
  const a = parseJson<Record<string, unknown>>(json) ?? {};
  return {
    address_type: type,
    parent_id: order.id,
    firstname: String(a['firstname'] ?? ''),
    lastname: String(a['lastname'] ?? ''),
    email: String(a['email'] ?? order.customer_email),
    telephone: String(a['telephone'] ?? ''),
    street: Array.isArray(a['street']) ? (a['street'] as string[]) : [],
    city: String(a['city'] ?? ''),
    country_id: 'CM',
    postcode: '-',
    fax: String(a['fax'] ?? ''),
    region: '',
    region_code: '',
    region_id: 0,
  };
}

/** One line of an order, as Magento's sales-data-order-item-interface. */
async function orderItem(ctx: AppContext, order: OrderRow, i: OrderItemRow) {
  const option = parseJson<Record<string, unknown>>(i.product_option) ?? {};
  const { labels, ...productOption } = option;
  return {
    item_id: i.id,
    order_id: order.id,
    product_id: i.parent_product_id,
    sku: i.sku,
    name: i.name,
    product_type: i.product_type,
    original_price: i.original_price,
    base_original_price: i.original_price,
    price: i.price,
    base_price: i.price,
    price_incl_tax: i.price,
    base_price_incl_tax: i.price,
    qty_ordered: i.qty_ordered,
    row_total: i.row_total,
    base_row_total: i.row_total,
    row_total_incl_tax: i.row_total,
    base_row_total_incl_tax: i.row_total,
    discount_amount: i.discount_amount,
    base_discount_amount: i.discount_amount,
    tax_amount: 0,
    base_tax_amount: 0,
    tax_percent: 0,
    created_at: order.created_at,
    updated_at: order.updated_at,
    store_id: 1,
    is_virtual: i.product_type === 'virtual' ? 1 : 0,
    ...(Object.keys(productOption).length ? { product_option: productOption } : {}),
    extension_attributes: {
      option_labels: Array.isArray(labels) ? labels : [],
      is_flash_sale: Boolean(i.is_flash_sale),
      image: await lineImage(ctx, i.product_id, i.parent_product_id),
    },
  };
}

/** Magento's sales-data-order-interface, with the order_guarantee_total. */
export async function orderResource(ctx: AppContext, order: OrderRow, options: { includeMaskedId?: boolean } = {}) {
  const items = [];
  for (const item of await ctx.repos.orders.items(order.id)) items.push(await orderItem(ctx, order, item));
  const payment = parseJson<Record<string, string>>(order.payment_info) ?? {};
  const totalQty = items.reduce((n, i) => n + i.qty_ordered, 0);
  return {
    entity_id: order.id,
    increment_id: order.increment_id,
    created_at: order.created_at,
    updated_at: order.updated_at,
    state: order.state,
    status: order.status,
    customer_id: order.customer_id ?? undefined,
    customer_is_guest: order.customer_id === null ? 1 : 0,
    customer_email: order.customer_email,
    customer_firstname: order.customer_firstname,
    customer_lastname: order.customer_lastname,
    customer_group_id: order.customer_id === null ? 0 : 1,
    store_id: 1,
    store_name: 'Main Website\nMain Website Store\nDefault Store View',
    base_currency_code: 'XAF',
    global_currency_code: 'XAF',
    order_currency_code: 'XAF',
    store_currency_code: 'XAF',
    base_to_global_rate: 1,
    base_to_order_rate: 1,
    subtotal: order.subtotal,
    base_subtotal: order.subtotal,
    subtotal_incl_tax: order.subtotal,
    base_subtotal_incl_tax: order.subtotal,
    discount_amount: negative(order.discount_amount),
    base_discount_amount: negative(order.discount_amount),
    ...(order.coupon_code ? { coupon_code: order.coupon_code, discount_description: order.discount_description ?? order.coupon_code } : {}),
    shipping_amount: order.shipping_amount,
    base_shipping_amount: order.shipping_amount,
    shipping_incl_tax: order.shipping_amount,
    base_shipping_incl_tax: order.shipping_amount,
    shipping_description: order.shipping_description,
    tax_amount: 0,
    base_tax_amount: 0,
    grand_total: order.grand_total,
    base_grand_total: order.grand_total,
    total_due: order.grand_total,
    base_total_due: order.grand_total,
    total_paid: 0,
    total_qty_ordered: totalQty,
    total_item_count: items.length,
    weight: 0,
    order_guarantee_total: order.guarantee_total,
    items,
    billing_address: address(order, order.billing_address, 'billing'),
    payment: paymentResource(order, payment),
    status_histories: (await ctx.repos.lifecycle.history(order.id)).map(historyResource),
    extension_attributes: orderExtensionAttributes(order, items, payment, options),
  };
}

/** A history row as Magento's status history; who moved it by kind only (an operator's login stays on the desk). */
function historyResource(row: HistoryRow) {
  return {
    entity_id: row.id,
    parent_id: row.order_id,
    created_at: row.created_at,
    status: row.status,
    comment: row.comment ?? '',
    is_customer_notified: row.notify,
    is_visible_on_front: 1,
    entity_name: 'order',
    extension_attributes: { event: row.event, state: row.state, from_status: row.from_status, actor: row.actor_kind },
  };
}

/** The order's payment, with the method title and payer number Magento lists as additional information. */
function paymentResource(order: OrderRow, payment: Record<string, string>) {
  return {
    method: order.payment_method,
    additional_information: [payment['method_title'] ?? order.payment_method, ...(payment['payer_number'] ? [payment['payer_number']] : [])],
    account_status: '',
    cc_last4: '',
    amount_ordered: order.grand_total,
    base_amount_ordered: order.grand_total,
    parent_id: order.id,
  };
}

/** The order's extension attributes: shipping assignment, the spec's custom attributes, comment, pick-up. */
function orderExtensionAttributes(order: OrderRow, items: Awaited<ReturnType<typeof orderItem>>[], payment: Record<string, string>, options: { includeMaskedId?: boolean }) {
  const shippingAddress = address(order, order.shipping_address, 'shipping');
  const shippingMethod = `${order.shipping_carrier_code}_${order.shipping_method_code}`;
  const custom = parseJson<Record<string, string>>(order.order_custom_attributes) ?? {};
  return {
    shipping_assignments: [
      {
        shipping: {
          address: shippingAddress,
          method: shippingMethod,
          total: { shipping_amount: order.shipping_amount, base_shipping_amount: order.shipping_amount, shipping_incl_tax: order.shipping_amount, base_shipping_incl_tax: order.shipping_amount },
        },
        items,
      },
    ],
    payment_additional_info: Object.entries(payment).map(([key, value]) => ({ key, value: String(value) })),
    order_custom_attributes: custom,
    order_guarantee_total: order.guarantee_total,
    source: order.source ?? '',
    ...(order.comment ? { amasty_order_comment: order.comment } : {}),
    ...(options.includeMaskedId ? { masked_id: order.masked_id } : {}),
    ...pickupAttributes(order),
  };
}

/** A pick-up order's collection date and deadline (Magento time, UTC), for the customer's order page. */
function pickupAttributes(order: OrderRow) {
  const window = pickupWindow(order);
  return window ? { pickup: { ...(window.date ? { date: window.date } : {}), ready_by: magentoTime(window.ready_by), collect_by: magentoTime(window.collect_by) } } : {};
}
