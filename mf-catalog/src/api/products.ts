import {
  api,
  getApiConfig,
  searchCriteria,
  STATUS_ENABLED,
  STOREFRONT_LISTING_FIELDS,
  VISIBILITY,
  type SearchFilter,
} from '@shop/shared';
import type { AggregationBucket } from '../features/filters/lib/filters';
import { DEFAULT_SORT } from '../features/product-list/lib/sort';
import type { ProductSearchResult } from './types';

export interface CategoryPageQuery {
  categoryId: number;
  page: number;
  pageSize: number;
  sort?: { field: string; direction: 'ASC' | 'DESC' };
  /** Extra filter groups (attribute filters, price range), AND-ed with the catalogue's. */
  filters?: readonly SearchFilter[][];
  signal?: AbortSignal;
}

/**
 * Product list: enabled (status 1), catalogue-visible (2, 4) products of one category,
 * one page at a time. Guard: no category, no call.
 */
export function fetchCategoryProducts({ categoryId, page, pageSize, sort = DEFAULT_SORT, filters = [], signal }: CategoryPageQuery): Promise<ProductSearchResult> {
  if (!Number.isInteger(categoryId) || categoryId <= 0) {
    return Promise.reject(new TypeError('Parameter categoryId is required'));
  }
  const filterGroups: SearchFilter[][] = [
    [{ field: 'category_id', value: categoryId, conditionType: 'eq' }],
    [{ field: 'visibility', value: [...VISIBILITY], conditionType: 'in' }],
    [{ field: 'status', value: STATUS_ENABLED, conditionType: 'eq' }],
    ...filters,
  ];
  const searchParams = searchCriteria({ filterGroups, sortOrders: [sort], pageSize, currentPage: page });
  searchParams.set('fields', STOREFRONT_LISTING_FIELDS);
  return api
    .get('products', { searchParams, signal })
    .json<ProductSearchResult>();
}

/** Magento serves catalogue images under `/media/catalog/product`, beside the REST API. */
export function productImageUrl(file: string | null): string | null {
  return file ? `${getApiConfig().baseUrl}/media/catalog/product${file}` : null;
}

export interface LayeredNavigation {
  buckets: AggregationBucket[];
}

/**
 * Category search (`search`, requestName catalog_view_container, category_ids): its
 * aggregations are the attribute values and price ranges of the category's products, from
 * which the filters are built. One item is enough: only the buckets are read.
 */
export function fetchCategoryFacets(categoryId: number, signal?: AbortSignal): Promise<LayeredNavigation> {
  if (!Number.isInteger(categoryId) || categoryId <= 0) return Promise.reject(new TypeError('Parameter CategoryId is required'));
  const searchParams = searchCriteria({
    filterGroups: [[{ field: 'category_ids', value: categoryId, conditionType: 'eq' }]],
    pageSize: 1,
    currentPage: 1,
  });
  searchParams.set('searchCriteria[requestName]', 'catalog_view_container');
  return api
    .get('search', { searchParams, signal })
    .json<{ aggregations?: { buckets?: AggregationBucket[] } }>()
    .then((result) => ({ buckets: result.aggregations?.buckets ?? [] }));
}

/** Category of the flash-sale selection (the back end's campaign list). */
export const FLASH_SALE_CATEGORY_ID = 2412;
const FLASH_SALE_PAGE_SIZE = 60;

/**
 * Products flagged for a flash sale, running or not: the back end compares custom attributes
 * numerically, so the sale window (Magento datetimes) is checked by the caller.
 */
export function fetchFlashSaleProducts(signal?: AbortSignal): Promise<ProductSearchResult> {
  const searchParams = searchCriteria({
    filterGroups: [
      [{ field: 'category_id', value: FLASH_SALE_CATEGORY_ID, conditionType: 'eq' }],
      [{ field: 'is_on_flash_sale', value: 1, conditionType: 'eq' }],
      [{ field: 'visibility', value: [...VISIBILITY], conditionType: 'in' }],
      [{ field: 'status', value: STATUS_ENABLED, conditionType: 'eq' }],
    ],
    sortOrders: [DEFAULT_SORT],
    pageSize: FLASH_SALE_PAGE_SIZE,
    currentPage: 1,
  });
  searchParams.set('fields', STOREFRONT_LISTING_FIELDS);
  return api.get('products', { searchParams, signal }).json<ProductSearchResult>();
}
