import { api, searchCriteria, STOREFRONT_LISTING_FIELDS, type ProductSearchResult } from '@shop/shared';
import { selectionFilters, type Selection } from '../features/season/lib/selection';

/** `GET /V1/products`: the first page of the selection, in the shop's language (the client adds it). */
export function fetchSelection(selection: Selection, signal?: AbortSignal): Promise<ProductSearchResult> {
  const searchParams = searchCriteria({
    filterGroups: selectionFilters(selection),
    sortOrders: [selection.sort],
    pageSize: selection.pageSize,
    currentPage: 1,
  });
  // The storefront's listing selector (a card's fields): the back end has every product rendered
  // under it already, so a season page lists as fast as a category page.
  searchParams.set('fields', STOREFRONT_LISTING_FIELDS);
  return api.get('products', { searchParams, signal }).json<ProductSearchResult>();
}
