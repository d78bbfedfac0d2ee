import { api, searchCriteria } from '@shop/shared';
import type { ListedProduct } from '../features/season/lib/product-card';
import { selectionFilters, type Selection } from '../features/season/lib/selection';

export interface ProductList {
  items: ListedProduct[];
  total_count: number;
}

/** A listing needs no stock item, links or tier prices: Magento's field filter keeps the answer small. */
const LIST_FIELDS = 'items[id,sku,name,price,custom_attributes,media_gallery_entries],total_count';

/** `GET /V1/products`: the first page of the selection, in the shop's language (the client adds it). */
export function fetchSelection(selection: Selection, signal?: AbortSignal): Promise<ProductList> {
  const searchParams = searchCriteria({
    filterGroups: selectionFilters(selection),
    sortOrders: [selection.sort],
    pageSize: selection.pageSize,
    currentPage: 1,
  });
  searchParams.set('fields', LIST_FIELDS);
  return api.get('products', { searchParams, signal }).json<ProductList>();
}
