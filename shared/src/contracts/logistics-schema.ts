import { Type } from 'typebox';

/**
 * Towns, delivery estimates and shipping methods on the wire, declared once: the back end
 * validates requests and (outside production) its answers with these schemas, the storefront
 * reads their static types from `wire.ts`.
 */

const Quarter = Type.Object({ quarter_id: Type.Integer(), quarter_name: Type.String() });

/** A town the shop delivers to, with its quarters. */
const Town = Type.Object({
  town_id: Type.Integer(),
  town_name: Type.String(),
  has_agency: Type.Boolean(),
  zone: Type.Union([Type.Literal('metro'), Type.Literal('regional')]),
  quarters: Type.Array(Quarter),
});

/** `GET gt/towns/list`. */
export const TownListSchema = Type.Array(Town);

/** One way to receive a product, in the product page's estimate. */
const ProductShippingMethod = Type.Object({
  carrier_code: Type.String(),
  method_code: Type.String(),
  carrier_title: Type.String(),
  method_title: Type.String(),
  amount: Type.Number(),
  min_hours: Type.Number(),
  max_hours: Type.Number(),
  delay: Type.String(),
});

/** `POST gt/shipping/estimage-product-shipping`: a town (name or id), an optional quarter, a product and its quantity (1 when absent). */
export const ProductShippingRequestSchema = Type.Object({
  data: Type.Object({
    town: Type.Union([Type.String({ minLength: 1 }), Type.Integer()]),
    quarter: Type.Optional(Type.Union([Type.String(), Type.Integer(), Type.Null()])),
    product: Type.Object({
      sku: Type.String({ minLength: 1 }),
      // Forms send the quantity as typed; its range is checked by the route, with its own message.
      qty: Type.Optional(Type.Union([Type.Integer(), Type.String({ pattern: '^\\d{0,6}$' }), Type.Null()])),
    }),
  }),
});

/** The estimate's answer: the home delivery's figures, every method, and the stock in the town. */
export const ProductShippingEstimateSchema = Type.Object({
  town: Type.String(),
  quarter: Type.Union([Type.String(), Type.Null()]),
  sku: Type.Optional(Type.String()),
  qty: Type.Optional(Type.Integer()),
  amount: Type.Number(),
  delay: Type.String(),
  is_free_shipping: Type.Boolean(),
  methods: Type.Array(ProductShippingMethod),
  stock: Type.Object({ total: Type.Number(), in_town: Type.Number(), is_in_stock: Type.Boolean() }),
});

/** Magento's shipping-method-interface for a cart, with the shop's delivery figures. */
const CartShippingMethod = Type.Object({
  carrier_code: Type.String(),
  method_code: Type.String(),
  carrier_title: Type.String(),
  method_title: Type.String(),
  amount: Type.Number(),
  base_amount: Type.Number(),
  available: Type.Boolean(),
  error_message: Type.String(),
  price_excl_tax: Type.Number(),
  price_incl_tax: Type.Number(),
  /** `pickup_days`: a pick-up's choosable days (Cameroon's dates, 'YYYY-MM-DD'). */
  extension_attributes: Type.Object({ delivery_delay: Type.String(), min_hours: Type.Number(), max_hours: Type.Number(), is_pickup: Type.Boolean(), pickup_days: Type.Optional(Type.Array(Type.String())) }),
});

/** `POST carts/…/estimate-shipping-methods`: the methods offered for an address. */
export const CartShippingMethodsSchema = Type.Array(CartShippingMethod);
