import {
  api,
  cartPath,
  type CartTotals,
  type CheckoutCommentRequest,
  type EstimateShippingRequest,
  type Order,
  type OrderCustomAttributesRequest,
  type PaymentInformationRequest,
  type ShippingInformationRequest,
  type TotalsInformationRequest,
} from '@shop/shared';
import type { CheckoutAddress, PaymentMethodPayload } from '../features/checkout/lib/address';
import type { ShippingMethod } from '../features/checkout/lib/delivery';

/** The `source` header of an order placed from this website. */
const ORDER_SOURCE = 'WEBSITE';

type EstimateAddress = Pick<CheckoutAddress, 'country_id' | 'city' | 'street' | 'fax' | 'postcode'>;

export function estimateShippingMethods(address: EstimateAddress): Promise<ShippingMethod[]> {
  return api.post(cartPath('estimate-shipping-methods'), { json: { address } satisfies EstimateShippingRequest }).json<ShippingMethod[]>();
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
      } satisfies ShippingInformationRequest,
    })
    .json<{ totals: CartTotals }>();
}

export async function setPaymentInformation(cartId: string, email: string, paymentMethod: PaymentMethodPayload): Promise<void> {
  await api.post(cartPath('set-payment-information'), { json: { cartId, email, paymentMethod } satisfies PaymentInformationRequest });
}

/** A preview: the totals with this address and method, nothing saved. */
export function totalsInformation(address: EstimateAddress, method: MethodChoice): Promise<CartTotals> {
  return api
    .post(cartPath('totals-information'), {
      json: { addressInformation: { address, shipping_carrier_code: method.carrier_code, shipping_method_code: method.method_code } } satisfies TotalsInformationRequest,
    })
    .json<CartTotals>();
}

export async function setOrderCustomAttributes(cartId: string, text: string): Promise<void> {
  await api.put(cartPath('set-order-custom-attributes'), { json: { cartId, orderCustomAttributes: { order_custom_attributes: text } } satisfies OrderCustomAttributesRequest });
}

export async function saveComment(cartId: string, comment: string): Promise<void> {
  await api.post(`amasty_checkout/${cartPath('amcheckoutFields')}`, { json: { cartId, fields: { comment } } satisfies CheckoutCommentRequest });
}

/**
 * Places the order with the `source: WEBSITE` header. A customer gets the numeric
 * order id, a guest the unguessable order reference: both are returned as text.
 */
export async function placeOrder(body: PaymentInformationRequest & { billingAddress: CheckoutAddress }): Promise<string> {
  const id = await api.post(cartPath('payment-information'), { json: body, headers: { source: ORDER_SOURCE } }).json<string | number>();
  return String(id);
}

/** The customer's token or, for a guest, the unguessable reference itself is the right to read it. */
export function fetchOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return api.get(`orders/${encodeURIComponent(id)}`, { signal }).json<Order>();
}
