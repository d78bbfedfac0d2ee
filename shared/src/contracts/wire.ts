/**
 * Shapes that travel between the back end and the storefront, declared once: the back end
 * builds them, the remotes read them. Types only (no imports), so the back end loads this file
 * as it is.
 */

/** A quarter of a town (`gt/towns/list`). */
export interface Quarter {
  quarter_id: number;
  quarter_name: string;
}

/** A town the shop delivers to, with its quarters (`gt/towns/list`). */
export interface Town {
  town_id: number;
  town_name: string;
  has_agency: boolean;
  zone: 'metro' | 'regional';
  quarters: Quarter[];
}

/** One way to receive a product, in the product page's estimate (`gt/shipping/estimage-product-shipping`). */
export interface ProductShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  min_hours: number;
  max_hours: number;
  delay: string;
}

/** Magento's shipping-method-interface for a cart (`estimate-shipping-methods`), with the shop's delivery figures. */
export interface CartShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  base_amount: number;
  available: boolean;
  error_message: string;
  price_excl_tax: number;
  price_incl_tax: number;
  extension_attributes: { delivery_delay: string; min_hours: number; max_hours: number; is_pickup: boolean };
}

/** One product as the search index holds it (the same documents are pushed to Meilisearch). */
export interface SearchDocument {
  id: number;
  sku: string;
  name: string;
  url_key: string;
  brand: string;
  type_id: string;
  price: number;
  special_price: number | null;
  final_price: number;
  percent_off: number;
  hide_price: boolean;
  currency: 'FCFA';
  image: string;
  category_ids: number[];
  categories: string[];
  in_stock: boolean;
  qty: number;
  is_on_flash_sale: boolean;
  flash_sale_end: number | null;
  is_free_shipping: boolean;
  is_second_hand: boolean;
  is_gt_global: boolean;
  is_black_friday: boolean;
  has_guarantie_sur_sur: boolean;
  color: string | null;
  memory: string | null;
  ram: string | null;
  screen: string | null;
  condition: string | null;
  os: string | null;
  size: string[];
  shoe_size: string[];
  created_at: number;
  popularity: number;
  short_description: string;
  description: string;
}

/** One product as a campaign page shows it (`GET /api/campaigns/{slug}`). */
export interface CampaignProduct {
  id: number;
  sku: string;
  name: string;
  url_key: string;
  price: number;
  special_price: number | null;
  /** round(100 − final/price × 100), 0 when nothing is taken off. */
  percent_off: number;
  hide_price: boolean;
  /** Path under `/media/catalog/product`, or null. */
  image: string | null;
  in_stock: boolean;
  /** Present while the product's flash sale runs: units left and its end. */
  flash_sale?: { qty_left: number; ends_at: string };
}
