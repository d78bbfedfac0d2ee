import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, notifyApiError, toApiError, usePageSeed, type Locale } from '@shop/shared';
import { fetchCategoryProducts } from '../../api/products';
import { cardProduct } from '../product/lib/card-product';
import type { ProductSearchResult } from '../../api/types';
import { appendPage, initialListState, pageFromParam, PAGE_PARAM, type ListState } from './lib/pagination';
import { DEFAULT_SORT_OPTION, sortFromParam, type SortOption } from './lib/sort';
import { filterGroups, filtersFromParams, filtersKey, NO_FILTERS, type ActiveFilters } from '../filters/lib/filters';

export type ListStatus = 'loading' | 'idle' | 'error';

export interface ProductListView extends ListState {
  status: ListStatus;
  /** Asks for the next page (or retries a failed one); ignored while a page is loading or at the end. */
  loadMore: () => void;
  /** The page the list opened on (`?page=N`). */
  startPage: number;
}

interface State {
  /** Which list this is: a new category or language starts from its first page. */
  key: string;
  list: ListState;
  /** Page wanted; it loads while it is ahead of `list.page`. */
  requested: number;
  failed: boolean;
}

/** A list not fetched yet: it loads the page it opens on. */
const fresh = (key: string, startPage: number): State => ({ key, list: initialListState, requested: startPage, failed: false });

/** Which list: another sort or filter (or language, category or first page) is another list. */
function listKey(categoryId: number, pageSize: number, locale: Locale, sort: SortOption, filters: ActiveFilters, startPage: number): string {
  return `${categoryId}|${pageSize}|${locale}|${sort.key}|${filtersKey(filters)}|${startPage}`;
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
  const startPage = pageFromParam(args.search.get(PAGE_PARAM));
  const response = await fetchCategoryProducts({
    categoryId,
    page: startPage,
    pageSize,
    sort: { field: sort.field, direction: sort.direction },
    filters: filterGroups(filters),
    signal: args.signal,
  });
  return { lists: { [listKey(categoryId, pageSize, args.locale, sort, filters, startPage)]: { ...response, items: response.items.map(cardProduct) } } };
}

function seededState(seed: ListSeed | undefined, key: string, pageSize: number, startPage: number): State | null {
  const response = seed?.lists?.[key];
  return response ? { key, list: appendPage(initialListState, startPage, response, pageSize), requested: startPage, failed: false } : null;
}

/**
 * Infinite pagination of one category: each `loadMore` appends the next page, stopping
 * at total_count, duplicates dropped by sku. Names and prices depend on the language, so a
 * language switch reloads from the first page, as a new sort does; answers meant for a previous
 * list are dropped. The list opens on `startPage` (`?page=N`, the "load more" link's target).
 */
export function useProductList(
  categoryId: number,
  pageSize: number,
  sort: SortOption = DEFAULT_SORT_OPTION,
  filters: ActiveFilters = NO_FILTERS,
  startPage = 1,
): ProductListView {
  const locale = useStore($locale);
  const key = listKey(categoryId, pageSize, locale, sort, filters, startPage);
  const { field: sortField, direction: sortDirection } = sort;
  // Server-rendered first view: the list's first page came with the page.
  const seed = usePageSeed<ListSeed>();
  const [stored, setState] = useState<State>(() => seededState(seed, key, pageSize, startPage) ?? fresh(key, startPage));
  const state = stored.key === key ? stored : fresh(key, startPage);
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
          const base = prev.key === key ? prev : fresh(key, startPage);
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
      const current = prev.key === key ? prev : fresh(key, startPage);
      if (current.failed) return { ...current, failed: false };
      if (current.requested > current.list.page || current.list.done) return current;
      return { ...current, requested: current.list.page + 1 };
    });
  }, [key, startPage]);

  return { ...state.list, status, loadMore, startPage };
}
