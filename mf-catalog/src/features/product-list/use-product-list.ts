import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, notifyApiError, toApiError, usePageSeed, type Locale } from '@shop/shared';
import { fetchCategoryProducts } from '../../api/products';
import { cardProduct } from '../product/lib/card-product';
import type { ProductSearchResult } from '../../api/types';
import { appendPage, initialListState, type ListState } from './lib/pagination';
import { DEFAULT_SORT_OPTION, sortFromParam, type SortOption } from './lib/sort';
import { filterGroups, filtersFromParams, filtersKey, NO_FILTERS, type ActiveFilters } from '../filters/lib/filters';

export type ListStatus = 'loading' | 'idle' | 'error';

export interface ProductListView extends ListState {
  status: ListStatus;
  /** Asks for the next page (or retries a failed one); ignored while a page is loading or at the end. */
  loadMore: () => void;
}

interface State {
  /** Which list this is: a new category or language starts from page 1. */
  key: string;
  list: ListState;
  /** Page wanted; it loads while it is ahead of `list.page`. */
  requested: number;
  failed: boolean;
}

const fresh = (key: string): State => ({ key, list: initialListState, requested: 1, failed: false });

/** Which list: another sort or filter (or language, or category) is another list, fetched from page 1. */
function listKey(categoryId: number, pageSize: number, locale: Locale, sort: SortOption, filters: ActiveFilters): string {
  return `${categoryId}|${pageSize}|${locale}|${sort.key}|${filtersKey(filters)}`;
}

/** A page's server-rendered product lists: each list's first page, by list key. */
export interface ListSeed {
  lists?: Record<string, ProductSearchResult>;
}

/**
 * For a route loader: the first page of the list a grid shows at `search` (its sort and filters
 * as the page reads them from the URL), keyed as the grid looks it up. Its products are cut to
 * what their cards read (cardProduct): whole ones were most of a server-rendered page's HTML,
 * and the browser parses that data before it hydrates.
 */
export async function loadListSeed(
  categoryId: number,
  pageSize: number,
  args: { search: URLSearchParams; locale: Locale; signal: AbortSignal },
): Promise<Required<ListSeed>> {
  const sort = sortFromParam(args.search.get('sort'));
  const filters = filtersFromParams(args.search);
  const response = await fetchCategoryProducts({
    categoryId,
    page: 1,
    pageSize,
    sort: { field: sort.field, direction: sort.direction },
    filters: filterGroups(filters),
    signal: args.signal,
  });
  return { lists: { [listKey(categoryId, pageSize, args.locale, sort, filters)]: { ...response, items: response.items.map(cardProduct) } } };
}

function seededState(seed: ListSeed | undefined, key: string, pageSize: number): State | null {
  const response = seed?.lists?.[key];
  return response ? { key, list: appendPage(initialListState, 1, response, pageSize), requested: 1, failed: false } : null;
}

/**
 * Infinite pagination of one category: each `loadMore` appends the next page, stopping
 * at total_count, duplicates dropped by sku. Names and prices depend on the language, so a
 * language switch reloads from page 1, as a new sort does; answers meant for a previous list
 * are dropped.
 */
export function useProductList(
  categoryId: number,
  pageSize: number,
  sort: SortOption = DEFAULT_SORT_OPTION,
  filters: ActiveFilters = NO_FILTERS,
): ProductListView {
  const locale = useStore($locale);
  const key = listKey(categoryId, pageSize, locale, sort, filters);
  const { field: sortField, direction: sortDirection } = sort;
  // Server-rendered first view: the list's first page came with the page.
  const seed = usePageSeed<ListSeed>();
  const [stored, setState] = useState<State>(() => seededState(seed, key, pageSize) ?? fresh(key));
  const state = stored.key === key ? stored : fresh(key);
  const { requested, failed } = state;
  const loadedPage = state.list.page;

  useEffect(() => {
    if (failed || requested <= loadedPage) return;
    const controller = new AbortController();
    const groups = filterGroups(filters);
    fetchCategoryProducts({
      categoryId,
      page: requested,
      pageSize,
      sort: { field: sortField, direction: sortDirection },
      filters: groups,
      signal: controller.signal,
    }).then(
      (response) => {
        setState((prev) => {
          const base = prev.key === key ? prev : fresh(key);
          return { ...base, list: appendPage(base.list, requested, response, pageSize), failed: false };
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted || toApiError(error).kind === 'aborted') return;
        // A server message becomes a toast, a missing response is only logged; the
        // in-place retry covers both.
        notifyApiError(error);
        setState((prev) => (prev.key === key ? { ...prev, failed: true } : prev));
      },
    );
    return () => controller.abort();
    // `filters` is read through `key` (filtersKey): a new object with the same filters is the same list.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key, categoryId, pageSize, sortField, sortDirection, requested, loadedPage, failed]);

  const status: ListStatus = failed ? 'error' : requested > loadedPage ? 'loading' : 'idle';

  const loadMore = useCallback(() => {
    setState((prev) => {
      const current = prev.key === key ? prev : fresh(key);
      if (current.failed) return { ...current, failed: false };
      if (current.requested > current.list.page || current.list.done) return current;
      return { ...current, requested: current.list.page + 1 };
    });
  }, [key]);

  return { ...state.list, status, loadMore };
}
