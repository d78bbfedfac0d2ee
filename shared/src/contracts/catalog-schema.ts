import { Type } from 'typebox';

/**
 * Magento's catalogue as the back end sends it and the storefront reads it, declared once. The
 * back end checks its answers against these schemas outside production (`commerce-api`
 * `http/response-check.ts`); the remotes read the static types from `@shop/shared` (`wire.ts`),
 * never these values, so TypeBox stays out of the browser.
 *
 * Fields every answer carries are required; those a storefront `fields` selector leaves out
 * (the listing asks for a card's fields only) are optional, so the types tell the truth for both.
 */

const CustomAttribute = Type.Object({
  attribute_code: Type.String(),
  value: Type.Union([Type.String(), Type.Array(Type.String()), Type.Number(), Type.Null()]),
});

const MediaEntry = Type.Object({
  id: Type.Optional(Type.Integer()),
  media_type: Type.String(),
  label: Type.Union([Type.String(), Type.Null()]),
  position: Type.Integer(),
  disabled: Type.Boolean(),
  types: Type.Array(Type.String()),
  file: Type.String(),
});

const CustomOptionValue = Type.Object({
  title: Type.String(),
  sort_order: Type.Optional(Type.Integer()),
  price: Type.Number(),
  price_type: Type.Optional(Type.String()),
  option_type_id: Type.Integer(),
});

/** A custom option: each value adds or subtracts its price. */
const CustomOption = Type.Object({
  option_id: Type.Integer(),
  title: Type.String(),
  type: Type.String(),
  sort_order: Type.Optional(Type.Integer()),
  is_require: Type.Boolean(),
  price: Type.Optional(Type.Number()),
  price_type: Type.Optional(Type.String()),
  values: Type.Optional(Type.Array(CustomOptionValue)),
});

const ConfigurableOption = Type.Object({
  id: Type.Optional(Type.Integer()),
  attribute_id: Type.String(),
  label: Type.String(),
  position: Type.Integer(),
  values: Type.Array(Type.Object({ value_index: Type.Integer() })),
});

const BundleLink = Type.Object({
  id: Type.String(),
  sku: Type.String(),
  option_id: Type.Integer(),
  qty: Type.Number(),
  position: Type.Integer(),
  is_default: Type.Boolean(),
  price: Type.Number(),
  price_type: Type.Integer(),
  can_change_quantity: Type.Optional(Type.Integer()),
});

const BundleOption = Type.Object({
  option_id: Type.Integer(),
  title: Type.String(),
  required: Type.Boolean(),
  type: Type.String(),
  position: Type.Integer(),
  product_links: Type.Array(BundleLink),
});

/** `extension_attributes`: stock, category links, and the configurable and bundle structures. */
const ProductExtension = Type.Object({
  stock_item: Type.Optional(Type.Object({ qty: Type.Optional(Type.Number()), is_in_stock: Type.Optional(Type.Boolean()) })),
  category_links: Type.Optional(Type.Array(Type.Object({ position: Type.Optional(Type.Integer()), category_id: Type.String() }))),
  configurable_product_options: Type.Optional(Type.Array(ConfigurableOption)),
  configurable_product_links: Type.Optional(Type.Array(Type.Integer())),
  bundle_product_options: Type.Optional(Type.Array(BundleOption)),
});

/** The parts of Magento's `catalog-data-product-interface` the storefront reads. */
export const MagentoProductSchema = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  name: Type.String(),
  price: Type.Number(),
  status: Type.Optional(Type.Integer()),
  visibility: Type.Optional(Type.Integer()),
  type_id: Type.String(),
  created_at: Type.Optional(Type.String()),
  updated_at: Type.Optional(Type.String()),
  custom_attributes: Type.Optional(Type.Array(CustomAttribute)),
  media_gallery_entries: Type.Optional(Type.Array(MediaEntry)),
  extension_attributes: Type.Optional(ProductExtension),
  options: Type.Optional(Type.Array(CustomOption)),
});

/** `GET products` (and Magento's search criteria echoed back). */
export const ProductSearchResultSchema = Type.Object({
  items: Type.Array(MagentoProductSchema),
  total_count: Type.Integer(),
  search_criteria: Type.Optional(Type.Unknown()),
});

const categoryFields = {
  id: Type.Integer(),
  parent_id: Type.Integer(),
  name: Type.String(),
  is_active: Type.Boolean(),
  position: Type.Integer(),
  level: Type.Integer(),
  product_count: Type.Optional(Type.Integer()),
  custom_attributes: Type.Optional(Type.Array(CustomAttribute)),
};

/** Magento's `catalog-data-category-interface` (`GET categories/{id}`, `categories/list`) and a node of its tree (`GET categories`). */
export const MagentoCategorySchema = Type.Cyclic(
  { MagentoCategory: Type.Object({ ...categoryFields, children_data: Type.Optional(Type.Array(Type.Ref('MagentoCategory'))) }) },
  'MagentoCategory',
);

/** `GET categories/list`. */
export const CategoryListSchema = Type.Object({
  items: Type.Array(Type.Object(categoryFields)),
  total_count: Type.Integer(),
  search_criteria: Type.Optional(Type.Unknown()),
});

/** An attribute's dictionary (colour with its hex swatch, size, memory…) in the request's language. */
const AttributeDictionary = Type.Object({
  attribute_id: Type.Integer(),
  label: Type.String(),
  options: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), swatch: Type.Optional(Type.String()) })),
});

/** `GET gt/attributes/dictionaries`: every dictionary by attribute code. */
export const AttributeDictionariesSchema = Type.Record(Type.String(), AttributeDictionary);
