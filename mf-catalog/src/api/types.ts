/** The parts of Magento's `catalog-data-product-interface` the catalogue reads. */
export interface MagentoCustomAttribute {
  attribute_code: string;
  value: string | string[] | number | null;
}

export interface MagentoMediaEntry {
  id?: number;
  media_type: string;
  label: string | null;
  position: number;
  disabled: boolean;
  types: string[];
  file: string;
}

export interface MagentoProduct {
  id: number;
  sku: string;
  name: string;
  price: number;
  status?: number;
  visibility?: number;
  type_id: string;
  created_at?: string;
  updated_at?: string;
  custom_attributes?: MagentoCustomAttribute[];
  media_gallery_entries?: MagentoMediaEntry[];
  extension_attributes?: MagentoProductExtension;
  /** Custom options (each value adds or subtracts its price). */
  options?: MagentoCustomOption[];
}

export interface MagentoCustomOptionValue {
  title: string;
  sort_order?: number;
  price: number;
  price_type?: 'fixed' | 'percent' | string;
  option_type_id: number;
}

export interface MagentoCustomOption {
  option_id: number;
  title: string;
  type: string;
  sort_order?: number;
  is_require: boolean;
  price?: number;
  price_type?: string;
  values?: MagentoCustomOptionValue[];
}

export interface MagentoConfigurableOption {
  id?: number;
  attribute_id: string;
  label: string;
  position: number;
  values: { value_index: number }[];
}

export interface MagentoBundleLink {
  id: string;
  sku: string;
  option_id: number;
  qty: number;
  position: number;
  is_default: boolean;
  price: number;
  price_type: number;
  can_change_quantity?: number;
}

export interface MagentoBundleOption {
  option_id: number;
  title: string;
  required: boolean;
  type: 'radio' | 'checkbox' | 'select' | 'multi' | string;
  position: number;
  product_links: MagentoBundleLink[];
}

/** `extension_attributes`: stock, and the configurable and bundle structures. */
export interface MagentoProductExtension {
  stock_item?: { qty?: number; is_in_stock?: boolean } | Record<string, unknown>;
  configurable_product_options?: MagentoConfigurableOption[];
  configurable_product_links?: number[];
  bundle_product_options?: MagentoBundleOption[];
  [key: string]: unknown;
}

export interface ProductSearchResult {
  items: MagentoProduct[];
  total_count: number;
  search_criteria?: unknown;
}

export interface MagentoCategory {
  id: number;
  parent_id: number;
  name: string;
  is_active: boolean;
  position: number;
  level: number;
  product_count?: number;
  children_data?: MagentoCategory[];
  custom_attributes?: MagentoCustomAttribute[];
}
