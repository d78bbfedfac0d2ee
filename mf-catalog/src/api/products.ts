import {
  api,
  DEFAULT_SORT,
  getApiConfig,
  searchCriteria,
  STATUS_ENABLED,
  VISIBILITY,
  type SearchFilter,
} from '@shop/shared';
import type { ProductSearchResult } from './types';

export interface CategoryPageQuery {
  categoryId: number;
  page: number;
  pageSize: number;
  sort?: { field: string; direction: 'ASC' | 'DESC' };
  signal?: AbortSignal;
}

/**
 * Magento's response field filter: a listing needs no stock item, links or tier prices. A back
 * end that ignores it still answers correctly, only heavier.
 */
const LIST_FIELDS =
  'items[id,sku,name,price,type_id,status,visibility,created_at,custom_attributes,media_gallery_entries,extension_attributes[stock_item[is_in_stock]]],total_count';

/**
 * Spec §7 product list: enabled (status 1), catalogue-visible (2, 4) products of one category,
 * one page at a time. Spec §8 guard: no category, no call.
 */
export function fetchCategoryProducts({ categoryId, page, pageSize, sort = DEFAULT_SORT, signal }: CategoryPageQuery): Promise<ProductSearchResult> {
  if (!Number.isInteger(categoryId) || categoryId <= 0) {
    return Promise.reject(new TypeError('Parameter categoryId is required'));
  }
  const filterGroups: SearchFilter[][] = [
    [{ field: 'category_id', value: categoryId, conditionType: 'eq' }],
    [{ field: 'visibility', value: [...VISIBILITY], conditionType: 'in' }],
    [{ field: 'status', value: STATUS_ENABLED, conditionType: 'eq' }],
  ];
  const searchParams = searchCriteria({ filterGroups, sortOrders: [sort], pageSize, currentPage: page });
  searchParams.set('fields', LIST_FIELDS);
  return api
    .get('products', { searchParams, signal })
    .json<ProductSearchResult>();
}

/** Magento serves catalogue images under `/media/catalog/product`, beside the REST API. */
export function productImageUrl(file: string | null): string | null {
  return file ? `${getApiConfig().baseUrl}/media/catalog/product${file}` : null;
}
