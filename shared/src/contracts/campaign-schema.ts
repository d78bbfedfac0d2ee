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
      /** The campaign's picture for the home's banner: a `/media/…` path or an https URL, or null. */
      hero_image: Type.Optional(Type.Union([Type.String(), Type.Null()])),
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

const Localised = (maxLength: number) =>
  Type.Object({ fr: Type.String({ maxLength }), en: Type.String({ maxLength }) }, { additionalProperties: false });
const Color = Type.String({ maxLength: 7 });
const Flag = Type.Union([
  Type.Literal('is_black_friday'),
  Type.Literal('is_crazy_hours'),
  Type.Literal('is_crazy_day'),
  Type.Literal('is_on_flash_sale'),
  Type.Literal('is_free_shipping'),
  Type.Literal('is_second_hand'),
  Type.Literal('is_gt_global'),
]);

/** A campaign's fields as a manager sends them (the operator console, the release CLI); the back end checks the rest. */
const campaignFields = {
  slug: Type.String({ maxLength: 80 }),
  kind: Type.Union([Type.Literal('campaign'), Type.Literal('brand')]),
  /** A draft is seen in the console's preview only; a scheduled campaign has its page. */
  state: Type.Union([Type.Literal('draft'), Type.Literal('scheduled')]),
  title: Localised(200),
  text: Localised(5000),
  hero_image: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  colors: Type.Object({ background: Color, text: Color, accent: Color }, { additionalProperties: false }),
  starts_at: Type.String({ maxLength: 40 }),
  ends_at: Type.String({ maxLength: 40 }),
  selection: Type.Object(
    {
      categories: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 1_000_000_000 }), { maxItems: 50 })),
      flags: Type.Optional(Type.Array(Flag, { maxItems: 7 })),
      brands: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 30 })),
      skus: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 120 }), { maxItems: 500 })),
      max_price: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
      max_percent_off: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      hours: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 23 }), { maxItems: 24 })),
    },
    { additionalProperties: false },
  ),
  sort: Type.Object({ field: Type.Optional(SortField), direction: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])) }, { additionalProperties: false }),
};

/** `POST /api/admin/campaigns`: kind, state (scheduled), text, hero image and sort have defaults. */
export const CampaignCreateRequestSchema = Type.Object(
  {
    ...campaignFields,
    kind: Type.Optional(campaignFields.kind),
    state: Type.Optional(campaignFields.state),
    text: Type.Optional(campaignFields.text),
    hero_image: Type.Optional(campaignFields.hero_image),
    sort: Type.Optional(campaignFields.sort),
  },
  { additionalProperties: false },
);

/** `PATCH /api/admin/campaigns/{slug}`: the fields to change, at least one. */
export const CampaignPatchRequestSchema = Type.Partial(Type.Object(campaignFields), { additionalProperties: false, minProperties: 1 });
