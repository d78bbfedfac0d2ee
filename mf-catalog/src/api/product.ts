import { api, ApiError, i18n, searchCriteria, STATUS_ENABLED, type Dictionaries } from '@shop/shared';
import type { MagentoProduct, ProductSearchResult } from './types';

/**
 * products by ids: entity_id in a list, enabled only, `ispdp=1` (the full product
 * page record). Configurable children are not catalogue-visible, so no visibility filter here.
 */
export function fetchProductsByIds(ids: readonly number[], signal?: AbortSignal): Promise<MagentoProduct[]> {
  // Guards.
  if (!Array.isArray(ids)) return Promise.reject(new TypeError('Parameter ids is required'));
  if (ids.length === 0) return Promise.resolve([]);
  const searchParams = searchCriteria({
    filterGroups: [
      [{ field: 'entity_id', value: ids, conditionType: 'in' }],
      [{ field: 'status', value: STATUS_ENABLED, conditionType: 'eq' }],
    ],
    pageSize: ids.length,
    currentPage: 1,
  });
  searchParams.set('ispdp', '1');
  return api
    .get('products', { searchParams, signal })
    .json<ProductSearchResult>()
    .then((result) => result.items);
}

/** Names of products by sku (products by skus), for bundle parts. */
export function fetchProductNames(skus: readonly string[], signal?: AbortSignal): Promise<Map<string, string>> {
  if (!Array.isArray(skus)) return Promise.reject(new TypeError('Parameter skus must be an array'));
  if (skus.length === 0) return Promise.reject(new TypeError('Parameter skus is required'));
  const searchParams = searchCriteria({
    filterGroups: [
      [{ field: 'sku', value: skus, conditionType: 'in' }],
      [{ field: 'status', value: STATUS_ENABLED, conditionType: 'eq' }],
    ],
    pageSize: skus.length,
    currentPage: 1,
  });
  searchParams.set('fields', 'items[sku,name],total_count');
  return api
    .get('products', { searchParams, signal })
    .json<{ items: { sku: string; name: string }[] }>()
    .then((result) => new Map(result.items.map((p) => [p.sku, p.name])));
}

/**
 * One product by id. A 404 or an empty result is an error with status 404 and the
 * message 'Ce produit est introuvable' (in the shopper's language).
 */
export async function fetchProduct(id: number, signal?: AbortSignal): Promise<MagentoProduct> {
  if (!Number.isInteger(id) || id <= 0) throw new TypeError('Parameter productId is required');
  let items: MagentoProduct[];
  try {
    items = await fetchProductsByIds([id], signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw productNotFound();
    throw error;
  }
  const product = items.find((p) => p.id === id);
  // Children of a configurable (visibility 1) have no page of their own.
  if (!product || product.visibility === 1) throw productNotFound();
  return product;
}

export function productNotFound(): ApiError {
  return new ApiError(i18n.t('catalog:product_not_found'), { status: 404, kind: 'http' });
}

export type { Dictionaries };

/** Attribute dictionaries (colour with hex, size, memory…), all in one call. */
export function fetchDictionaries(signal?: AbortSignal): Promise<Dictionaries> {
  return api.get('gt/attributes/dictionaries', { signal }).json<Dictionaries>();
}
