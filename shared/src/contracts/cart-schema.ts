import { Type } from 'typebox';

/**
 * Cart lines on the wire, declared once: the back end validates requests and (outside
 * production) its answers with these schemas, the storefront reads their static types from
 * `wire.ts`. Magento accepts ids as numbers or numeric text, and so do these.
 */

const Id = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Integer()]);

const OptionPairs = Type.Array(Type.Object({ option_id: Id(20), option_value: Id(255) }), { maxItems: 20 });

/** The options chosen for a line: custom options, a configurable's values, a bundle's selections, the guarantee. */
const ProductOption = Type.Object({
  extension_attributes: Type.Optional(
    Type.Object({
      custom_options: Type.Optional(OptionPairs),
      configurable_item_options: Type.Optional(OptionPairs),
      /** Opt-in to the insurance-like guarantee programme, for products that offer it. */
      with_guarantee: Type.Optional(Type.Boolean()),
      bundle_options: Type.Optional(
        Type.Array(
          Type.Object({
            option_id: Id(20),
            option_qty: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
            option_selections: Type.Optional(Type.Array(Id(20), { maxItems: 20 })),
          }),
          { maxItems: 20 },
        ),
      ),
    }),
  ),
});

const cartItemFields = {
  sku: Type.String({ minLength: 1, maxLength: 64 }),
  qty: Type.Number(),
  quote_id: Type.Optional(Id(64)),
  name: Type.Optional(Type.String({ maxLength: 300 })),
  price: Type.Optional(Type.Number()),
  product_type: Type.Optional(Type.String({ maxLength: 30 })),
  item_id: Type.Optional(Id(20)),
  product_option: Type.Optional(ProductOption),
};

/** `POST …/items`: Magento's cart item for adding (a sku and a quantity at least). */
export const AddCartItemSchema = Type.Object({ cartItem: Type.Object(cartItemFields) });

/** `PUT …/items/{itemId}`: a new quantity. */
export const UpdateCartItemSchema = Type.Object({ cartItem: Type.Object({ ...cartItemFields, sku: Type.Optional(cartItemFields.sku) }) });

/** `PUT guest-carts/{cartId}`: Magento's "assign guest cart to customer". */
export const AssignGuestCartSchema = Type.Object({ customerId: Id(12), storeId: Type.Optional(Id(12)) });

/** Magento's `quote-data-cart-item-interface`, with the shop's line figures. */
const CartLine = Type.Object({
  item_id: Type.Integer(),
  sku: Type.String(),
  qty: Type.Number(),
  name: Type.String(),
  price: Type.Number(),
  product_type: Type.String(),
  quote_id: Type.String(),
  product_option: Type.Optional(ProductOption),
  extension_attributes: Type.Object({
    original_price: Type.Number(),
    parent_sku: Type.String(),
    is_flash_sale: Type.Boolean(),
    guarantee_available: Type.Boolean(),
    guarantee_amount: Type.Number(),
  }),
});

/** `POST`/`PUT …/items`: the line as saved (null when the change removed it). */
export const CartItemSchema = Type.Union([CartLine, Type.Null()]);

/** `GET …/items`. */
export const CartItemsSchema = Type.Array(CartLine);

/** A line of Magento's `cart-totals`. */
const CartTotalsItem = Type.Object({
  item_id: Type.Integer(),
  name: Type.String(),
  sku: Type.Optional(Type.String()),
  qty: Type.Number(),
  price: Type.Number(),
  base_price: Type.Number(),
  row_total: Type.Number(),
  discount_amount: Type.Optional(Type.Number()),
  /** The chosen options in words, as JSON text. */
  options: Type.Optional(Type.String()),
  extension_attributes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** Magento's `cart-totals` (`GET …/totals`, `POST …/totals-information`). */
export const CartTotalsSchema = Type.Object({
  grand_total: Type.Number(),
  subtotal: Type.Number(),
  discount_amount: Type.Number(),
  base_discount_amount: Type.Number(),
  shipping_amount: Type.Optional(Type.Number()),
  coupon_code: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  items_qty: Type.Number(),
  items: Type.Array(CartTotalsItem),
  total_segments: Type.Array(Type.Object({ code: Type.String(), title: Type.String(), value: Type.Union([Type.Number(), Type.Null()]) })),
  quote_currency_code: Type.Optional(Type.String()),
});

/** `POST …/shipping-information`'s answer: the payment methods offered and the totals with the chosen delivery. */
export const ShippingInformationSavedSchema = Type.Object({
  payment_methods: Type.Array(Type.Object({ code: Type.String(), title: Type.String() })),
  totals: CartTotalsSchema,
});
