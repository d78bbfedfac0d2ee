import { api, cartPath, ORDER_SOURCE, type CartTotals } from '@shop/shared';
import type { CheckoutAddress, PaymentMethodPayload } from '../features/checkout/lib/address';
import type { ShippingMethod } from '../features/checkout/lib/delivery';

type EstimateAddress = Pick<CheckoutAddress, 'country_id' | 'city' | 'street' | 'fax' | 'postcode'>;

export function estimateShippingMethods(address: EstimateAddress): Promise<ShippingMethod[]> {
  return api.post(cartPath('estimate-shipping-methods'), { json: { address } }).json<ShippingMethod[]>();
}

export interface MethodChoice {
  carrier_code: string;
  method_code: string;
}

export function saveShippingInformation(address: CheckoutAddress, method: MethodChoice): Promise<{ totals: CartTotals }> {
  return api
    .post(cartPath('shipping-information'), {
      json: {
        addressInformation: {
          shipping_address: address,
          billing_address: address,
          shipping_carrier_code: method.carrier_code,
          shipping_method_code: method.method_code,
        },
      },
    })
    .json<{ totals: CartTotals }>();
}

export async function setPaymentInformation(cartId: string, email: string, paymentMethod: PaymentMethodPayload): Promise<void> {
  await api.post(cartPath('set-payment-information'), { json: { cartId, email, paymentMethod } });
}

/** A preview: the totals with this address and method, nothing saved. */
export function totalsInformation(address: EstimateAddress, method: MethodChoice): Promise<CartTotals> {
  return api
    .post(cartPath('totals-information'), {
      json: { addressInformation: { address, shipping_carrier_code: method.carrier_code, shipping_method_code: method.method_code } },
    })
    .json<CartTotals>();
}

export async function setOrderCustomAttributes(cartId: string, text: string): Promise<void> {
  await api.put(cartPath('set-order-custom-attributes'), { json: { cartId, orderCustomAttributes: { order_custom_attributes: text } } });
}

export async function saveComment(cartId: string, comment: string): Promise<void> {
  await api.post(`amasty_checkout/${cartPath('amcheckoutFields')}`, { json: { cartId, fields: { comment } } });
}

/**
 * Places the order with the `source: WEBSITE` header. A customer gets the numeric
 * order id, a guest the unguessable order reference: both are returned as text.
 */
export async function placeOrder(body: { cartId: string; email: string; billingAddress: CheckoutAddress; paymentMethod: PaymentMethodPayload }): Promise<string> {
  const id = await api.post(cartPath('payment-information'), { json: body, headers: { source: ORDER_SOURCE } }).json<string | number>();
  return String(id);
}

/** Magento's order (the fields the order summary reads). */
export interface Order {
  entity_id: number;
  increment_id: string;
  created_at: string;
  state: string;
  status: string;
  subtotal: number;
  grand_total: number;
  discount_amount: number;
  shipping_amount: number;
  shipping_description: string;
  order_guarantee_total?: number;
  coupon_code?: string;
  customer_email: string;
  items: { item_id: number; name: string; sku: string; original_price: number; price: number; qty_ordered: number; row_total: number }[];
  billing_address: OrderAddress;
  payment: { method: string; additional_information?: string[] };
  extension_attributes?: {
    shipping_assignments?: { shipping: { address: OrderAddress; method: string } }[];
    order_guarantee_total?: number;
    amasty_order_comment?: string;
  };
}

export interface OrderAddress {
  firstname: string;
  lastname: string;
  telephone: string;
  street: string[];
  city: string;
  email?: string;
}

/** The customer's token or, for a guest, the unguessable reference itself is the right to read it. */
export function fetchOrder(id: string): Promise<Order> {
  return api.get(`orders/${encodeURIComponent(id)}`).json<Order>();
}
