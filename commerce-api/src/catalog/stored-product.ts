/** The product columns `extension` and `media` as stored (JSON): written by the seed, read by the catalogue. */

export interface StoredOption {
  option_id: number;
  title: { fr: string; en: string };
  type: 'drop_down';
  sort_order: number;
  is_require: boolean;
  values: { option_type_id: number; title: { fr: string; en: string }; price: number; sort_order: number }[];
}

export interface StoredBundleOption {
  option_id: number;
  title: { fr: string; en: string };
  required: boolean;
  type: 'radio' | 'checkbox';
  position: number;
  product_links: { id: string; sku: string; option_id: number; qty: number; position: number; is_default: boolean; price: number; price_type: number; can_change_quantity: number }[];
}

/** What `products.extension` holds; localised titles are resolved when the product is rendered. */
export interface StoredExtension {
  configurable_product_options?: { id: number; attribute_code: string; position: number; values: number[] }[];
  configurable_product_links?: number[];
  bundle_product_options?: StoredBundleOption[];
  options?: StoredOption[];
  product_links?: { link_type: 'related' | 'upsell' | 'crosssell'; linked_product_sku: string; linked_product_type: string; position: number }[];
}

export interface StoredMedia {
  id: number;
  file: string;
  position: number;
  disabled: boolean;
  types: string[];
  /** View drawn by the image generator (0 front, 1 angle, 2 detail). */
  view: number;
}
