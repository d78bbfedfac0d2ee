import { Type } from 'typebox';

/**
 * Addresses, shipping choices and payment as the storefront sends them, declared once: the back
 * end validates each request with these schemas (bounded, so nothing huge is stored), the
 * storefront reads their static types from `wire.ts`.
 */

const Line = Type.String({ maxLength: 120 });
const NullableId = Type.Union([Type.String({ maxLength: 12 }), Type.Integer(), Type.Null()]);

const addressFields = {
  firstname: Type.Optional(Line),
  lastname: Type.Optional(Line),
  country_id: Type.Optional(Type.String({ maxLength: 2 })),
  city: Type.Optional(Line),
  telephone: Type.Optional(Type.String({ maxLength: 30 })),
  street: Type.Optional(Type.Array(Line, { maxItems: 3 })),
  /** The quarter's id (Magento has no quarter field; the shop uses `fax`). */
  fax: Type.Optional(NullableId),
  postcode: Type.Optional(Type.String({ maxLength: 12 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  region: Type.Optional(Type.Union([Type.String({ maxLength: 60 }), Type.Null()])),
  region_id: Type.Optional(NullableId),
  region_code: Type.Optional(Type.Union([Type.String({ maxLength: 12 }), Type.Null()])),
  customer_address_id: Type.Optional(NullableId),
  same_as_billing: Type.Optional(Type.Integer()),
  save_in_address_book: Type.Optional(Type.Integer()),
};

/** A Magento address as a customer gives it, for a cart's delivery and billing. */
export const AddressSchema = Type.Object(addressFields);

/** An address-book entry (`PUT customers/me`): an address with its id and default flags. */
export const AddressBookEntrySchema = Type.Object({
  ...addressFields,
  id: Type.Optional(NullableId),
  customer_id: Type.Optional(NullableId),
  region: Type.Optional(Type.Union([Type.Object({}), Type.String(), Type.Null()])),
  default_shipping: Type.Optional(Type.Boolean()),
  default_billing: Type.Optional(Type.Boolean()),
});

const Code = Type.String({ minLength: 1, maxLength: 40 });
const CartId = Type.Union([Type.String({ maxLength: 64 }), Type.Integer()]);

/** `POST …/estimate-shipping-methods`. */
export const EstimateShippingRequestSchema = Type.Object({ address: AddressSchema });

/** `POST …/shipping-information`: the delivery address and method, saved on the cart. */
export const ShippingInformationRequestSchema = Type.Object({
  addressInformation: Type.Object({
    shipping_address: AddressSchema,
    billing_address: Type.Optional(AddressSchema),
    shipping_carrier_code: Code,
    shipping_method_code: Code,
    extension_attributes: Type.Optional(Type.Object({})),
    custom_attributes: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 20 })),
  }),
});

/** `POST …/totals-information`: a preview of the totals for an address and, optionally, a method. */
export const TotalsInformationRequestSchema = Type.Object({
  addressInformation: Type.Object({
    address: AddressSchema,
    shipping_carrier_code: Type.Optional(Code),
    shipping_method_code: Type.Optional(Code),
  }),
});

const PaymentMethod = Type.Object({
  method: Type.String({ maxLength: 40 }),
  po_number: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  additional_data: Type.Optional(
    Type.Union([
      Type.Object({
        payer_number: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
        // The mobile-money network the shopper chose; without it the number's prefix tells.
        service: Type.Optional(Type.Union([Type.Literal('MTN'), Type.Literal('ORANGE'), Type.Null()])),
      }),
      Type.Null(),
    ]),
  ),
});

/** `POST …/set-payment-information` and `…/payment-information` (which places the order). */
export const PaymentInformationRequestSchema = Type.Object({
  cartId: Type.Optional(CartId),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  paymentMethod: PaymentMethod,
  billingAddress: Type.Optional(AddressSchema),
  billing_address: Type.Optional(AddressSchema),
});

/** `PUT …/set-order-custom-attributes`: JSON text with seller_code, telephone_2, telephone_whatsapp. */
export const OrderCustomAttributesRequestSchema = Type.Object({
  cartId: Type.Optional(CartId),
  orderCustomAttributes: Type.Object({ order_custom_attributes: Type.String({ maxLength: 2000 }) }),
});

/** `POST amasty_checkout/…/amcheckoutFields`: the order comment. */
export const CheckoutCommentRequestSchema = Type.Object({
  cartId: Type.Optional(CartId),
  fields: Type.Object({ comment: Type.String({ maxLength: 1000 }) }),
});

/** `POST /api/orders/{id}/home-delivery`: a pick-up order delivered home, to this address or the order's own. */
export const HomeDeliveryRequestSchema = Type.Union([Type.Object({ address: Type.Optional(AddressSchema) }, { additionalProperties: false }), Type.Null()]);
