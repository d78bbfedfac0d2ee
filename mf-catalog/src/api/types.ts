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
  extension_attributes?: Record<string, unknown>;
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
