import type { Order, OrderAddress } from '@shop/shared';
import { lineImage, orderLineOptions, type LineOption } from '../../cart/lib/line';

/** Order summary, read from Magento's order. */
export interface OrderSummary {
  orderNumber: string;
  date: string;
  /** Magento's status (pending, shipped…): the customer's order page reads the same field. */
  status: string;
  shippingMethod: string;
  subtotal: number;
  total: number;
  shipping_amount: number;
  /** Positive amount saved (Magento stores discounts negative). */
  discount_amount: number;
  order_guarantee_total: number;
  billing_address: OrderAddress | undefined;
  shipping_address: OrderAddress | undefined;
  payment: string;
  couponCode: string | null;
  items: { name: string; original_price: number; price: number; sku: string; qty_ordered: number; row_total: number; image: string | null; options: LineOption[] }[];
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

export function orderSummary(order: Order): OrderSummary {
  const shipping = order.extension_attributes?.shipping_assignments?.[0]?.shipping;
  return {
    orderNumber: order.increment_id,
    date: order.created_at,
    status: order.status,
    shippingMethod: order.shipping_description || shipping?.method || '',
    subtotal: num(order.subtotal),
    total: num(order.grand_total),
    shipping_amount: num(order.shipping_amount),
    discount_amount: Math.abs(num(order.discount_amount)),
    order_guarantee_total: num(order.order_guarantee_total ?? order.extension_attributes?.order_guarantee_total),
    billing_address: order.billing_address,
    shipping_address: shipping?.address ?? order.billing_address,
    payment: order.payment?.additional_information?.[0] || order.payment?.method || '',
    couponCode: order.coupon_code ?? null,
    items: order.items.map((i) => ({
      name: i.name,
      original_price: num(i.original_price),
      price: num(i.price),
      sku: i.sku,
      qty_ordered: num(i.qty_ordered),
      row_total: num(i.row_total),
      image: lineImage(i),
      options: orderLineOptions(i),
    })),
  };
}

/** The address as lines a shopper recognises: name, quarter, town, telephone. */
export function addressLines(address: OrderAddress | undefined): string[] {
  if (!address) return [];
  return [`${address.firstname} ${address.lastname}`.trim(), address.street.filter(Boolean).join(', '), address.city, address.telephone].filter((line) => line.trim() !== '');
}
