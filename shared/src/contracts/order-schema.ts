import { Type } from 'typebox';

/**
 * Magento's sales order as the back end sends it (`GET orders/{id}`, `guest-orders/{id}`,
 * `GET orders`, a pick-up switched to home delivery), declared once: the back end checks its
 * answers with these schemas outside production, the storefront reads their static types from
 * `wire.ts`. Fields the back end always sends but a reader of totals may do without are optional,
 * so a test's order needs only what its reader reads.
 */

/** A chosen option of an order line in words ("Couleur" / "Noir"). */
const OptionLabel = Type.Object({ label: Type.String(), value: Type.String() });

/** An address of the order (billing, or the shipping assignment's). */
const OrderAddress = Type.Object({
  firstname: Type.String(),
  lastname: Type.String(),
  telephone: Type.String(),
  street: Type.Array(Type.String()),
  city: Type.String(),
  email: Type.Optional(Type.String()),
  /** The quarter's id. */
  fax: Type.Optional(Type.String()),
});

const OrderItem = Type.Object({
  item_id: Type.Integer(),
  name: Type.String(),
  sku: Type.String(),
  original_price: Type.Number(),
  price: Type.Number(),
  qty_ordered: Type.Number(),
  row_total: Type.Number(),
  product_type: Type.Optional(Type.String()),
  /** Configurable items appear twice in Magento (parent and child); the child has a parent_item_id. */
  parent_item_id: Type.Optional(Type.Integer()),
  extension_attributes: Type.Optional(
    Type.Object({
      /** The chosen options (colour, size, custom options) in the order's language. */
      option_labels: Type.Optional(Type.Array(OptionLabel)),
      /** Path of the line's picture under `/media/catalog/product`, or null. */
      image: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      is_flash_sale: Type.Optional(Type.Boolean()),
    }),
  ),
});

/**
 * One change of the order's status, oldest first (Magento's sales-data-order-status-history):
 * the first is the placement. `comment` says why (a cancellation's reason); the extension
 * attributes name the lifecycle event and who moved it (customer, operator, system, payment).
 */
const OrderStatusHistorySchema = Type.Object({
  entity_id: Type.Integer(),
  parent_id: Type.Integer(),
  created_at: Type.String(),
  status: Type.String(),
  /** Why, or '' (Magento's comment is a string). */
  comment: Type.String(),
  is_customer_notified: Type.Integer(),
  is_visible_on_front: Type.Integer(),
  entity_name: Type.String(),
  extension_attributes: Type.Optional(
    Type.Object({
      event: Type.String(),
      state: Type.String(),
      from_status: Type.Union([Type.String(), Type.Null()]),
      actor: Type.String(),
    }),
  ),
});

export const OrderSchema = Type.Object({
  entity_id: Type.Integer(),
  increment_id: Type.String(),
  created_at: Type.String(),
  state: Type.String(),
  status: Type.String(),
  subtotal: Type.Number(),
  grand_total: Type.Number(),
  shipping_amount: Type.Number(),
  discount_amount: Type.Number(),
  order_guarantee_total: Type.Optional(Type.Number()),
  shipping_description: Type.Optional(Type.String()),
  total_qty_ordered: Type.Optional(Type.Number()),
  coupon_code: Type.Optional(Type.String()),
  customer_email: Type.Optional(Type.String()),
  items: Type.Array(OrderItem),
  billing_address: Type.Optional(OrderAddress),
  payment: Type.Optional(Type.Object({ method: Type.String(), additional_information: Type.Optional(Type.Array(Type.String())) })),
  status_histories: Type.Optional(Type.Array(OrderStatusHistorySchema)),
  extension_attributes: Type.Optional(
    Type.Object({
      shipping_assignments: Type.Optional(
        Type.Array(Type.Object({ shipping: Type.Object({ address: Type.Optional(OrderAddress), method: Type.Optional(Type.String()) }) })),
      ),
      order_guarantee_total: Type.Optional(Type.Number()),
      amasty_order_comment: Type.Optional(Type.String()),
      /**
       * Pick-up orders: the day the shopper chose (Cameroon's date), from when the parcel may be
       * collected and the last moment to collect it (UTC, within the agency's opening hours).
       */
      pickup: Type.Optional(Type.Object({ date: Type.Optional(Type.String()), ready_by: Type.String(), collect_by: Type.String() })),
    }),
  ),
});

/** `GET orders`: the customer's orders, newest first. */
export const OrderListSchema = Type.Object({ items: Type.Array(OrderSchema), search_criteria: Type.Optional(Type.Unknown()), total_count: Type.Integer() });
