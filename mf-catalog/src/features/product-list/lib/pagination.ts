import type { MagentoProduct } from '../../../api/types';

/** State of an infinitely paginated product list (Pagination). */
/** Products per page of a category or the home listing. */
export const DEFAULT_PAGE_SIZE = 25;

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
