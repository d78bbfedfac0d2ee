import type { MagentoProduct } from '../../../api/types';

/** Products per page of a category or the home listing. */
export const DEFAULT_PAGE_SIZE = 25;

/**
 * Pages a list loads by itself as the shopper scrolls, after the one it opened on; then a "load
 * more" link: endless loading kept the footer (help, agencies) out of reach.
 */
export const AUTO_LOADS = 2;

/** The query parameter of the page a list opens on (the "load more" link's target without JavaScript). */
export const PAGE_PARAM = 'page';

/** `?page=N`: a whole number from 1 (anything else is page 1). */
export function pageFromParam(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The query string of page `page` of the same list (its sort and filters kept). */
export function withPageParam(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  return next;
}

/** Whether the list may load its next page by itself, having opened on `startPage` and reached `page`. */
export function loadsByItself(startPage: number, page: number): boolean {
  return page - startPage < AUTO_LOADS;
}

/** State of an infinitely paginated product list (Pagination). */
export interface ListState {
  items: MagentoProduct[];
  /** Last page fetched (1-based); 0 before the first fetch. */
  page: number;
  /** total_count of the last response, null before the first one. */
  total: number | null;
  /** True once no further page can bring products. */
  done: boolean;
}

export const initialListState: ListState = { items: [], page: 0, total: null, done: false };

/** Appends items whose sku is not yet listed, also dropping repeats inside the new page. */
export function mergeBySku(existing: readonly MagentoProduct[], incoming: readonly MagentoProduct[]): MagentoProduct[] {
  const seen = new Set(existing.map((p) => p.sku));
  const merged = [...existing];
  for (const product of incoming) {
    if (seen.has(product.sku)) continue;
    seen.add(product.sku);
    merged.push(product);
  }
  return merged;
}

/**
 * Folds page `page` into the list. Fetching stops when the list reaches total_count; it also
 * stops on a short or empty page, because duplicates removed by sku can keep the list below
 * total_count for ever, and a catalogue that shrank between two fetches must not loop.
 */
export function appendPage(
  state: ListState,
  page: number,
  response: { items: readonly MagentoProduct[]; total_count: number },
  pageSize: number,
): ListState {
  // A late answer for a page already folded in (double trigger) must not repeat or rewind.
  if (page <= state.page) return state;
  const items = mergeBySku(state.items, response.items);
  const total = Math.max(0, response.total_count);
  const done = items.length >= total || response.items.length < pageSize || page * pageSize >= total;
  return { items, page, total, done };
}

/** The page to fetch next, or null when the list is complete. */
export function nextPage(state: ListState): number | null {
  return state.done ? null : state.page + 1;
}
