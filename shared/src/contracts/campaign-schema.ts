import { Type } from 'typebox';

/**
 * Campaign pages on the wire, declared once: the back end checks its answers with these schemas
 * outside production, the storefront reads their static types from `wire.ts`.
 */

const Status = Type.Union([Type.Literal('programmed'), Type.Literal('in_progress'), Type.Literal('ended')]);
const SortField = Type.Union([
  Type.Literal('best_sellers'),
  Type.Literal('new'),
  Type.Literal('price'),
  Type.Literal('product_name'),
  Type.Literal('percent_off'),
]);
const Sort = Type.Object({ field: SortField, direction: Type.Union([Type.Literal('asc'), Type.Literal('desc')]) });
const HourWindow = Type.Object({ starts_at: Type.String(), ends_at: Type.String() });

/** `GET /api/campaigns`: the campaigns whose page exists now, in the request's language. */
export const LiveCampaignsSchema = Type.Object({
  server_time: Type.String(),
  items: Type.Array(
    Type.Object({
      slug: Type.String(),
      title: Type.String(),
      status: Status,
      starts_at: Type.String(),
      ends_at: Type.String(),
      visible_until: Type.String(),
      updated_at: Type.String(),
    }),
  ),
});

/** One product as a campaign page shows it. */
const CampaignProduct = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  name: Type.String(),
  url_key: Type.String(),
  price: Type.Number(),
  special_price: Type.Union([Type.Number(), Type.Null()]),
  /** round(100 − final/price × 100), 0 when nothing is taken off. */
  percent_off: Type.Number(),
  hide_price: Type.Boolean(),
  /** Path under `/media/catalog/product`, or null. */
  image: Type.Union([Type.String(), Type.Null()]),
  in_stock: Type.Boolean(),
  /** Present while the product's flash sale runs: units left and its end. */
  flash_sale: Type.Optional(Type.Object({ qty_left: Type.Integer(), ends_at: Type.String() })),
});

/** One page of a campaign's products, with the filter's categories and the selection's best sellers. */
const ProductPage = Type.Object({
  items: Type.Array(CampaignProduct),
  total_count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  /** The sort applied (the campaign's own unless the shopper chose another). */
  sort: Sort,
  /** The selection's categories with their product counts, most stocked first (the filter's choices). */
  categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() })),
  /** The selection's four best sellers, whatever the sort and filter. */
  best_sellers: Type.Array(CampaignProduct),
});

/** `GET /api/campaigns/{slug}`: the campaign, its state and one page of its products (null once it has ended). */
export const CampaignPageSchema = Type.Object({
  campaign: Type.Object({
    slug: Type.String(),
    /** A dated campaign, or a brand shop (no countdown). */
    kind: Type.Union([Type.Literal('campaign'), Type.Literal('brand')]),
    title: Type.String(),
    text: Type.String(),
    hero_image: Type.Union([Type.String(), Type.Null()]),
    colors: Type.Object({ background: Type.String(), text: Type.String(), accent: Type.String() }),
    starts_at: Type.String(),
    ends_at: Type.String(),
    status: Status,
    server_time: Type.String(),
    one_item_per_customer: Type.Boolean(),
    max_percent_off: Type.Union([Type.Number(), Type.Null()]),
    /** Hour-long windows (Douala time) when the selection is on offer: the one running and the next. */
    crazy_hours: Type.Union([
      Type.Object({ hours: Type.Array(Type.Integer()), current: Type.Union([HourWindow, Type.Null()]), next: Type.Union([HourWindow, Type.Null()]) }),
      Type.Null(),
    ]),
    /** False between two crazy hours: products are shown greyed, nothing is on offer. */
    on_offer: Type.Boolean(),
    parent: Type.Union([Type.Object({ slug: Type.String(), title: Type.String() }), Type.Null()]),
    children: Type.Array(Type.Object({ slug: Type.String(), title: Type.String(), status: Status })),
  }),
  products: Type.Union([ProductPage, Type.Null()]),
});
