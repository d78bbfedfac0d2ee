/** Sort options as the shopper picks them, each mapped to Magento's sort order. */
export interface SortOption {
  key: SortKey;
  field: string;
  direction: 'ASC' | 'DESC';
}

export type SortKey = 'new' | 'best_sellers' | 'price_asc' | 'price_desc' | 'position' | 'name' | 'quantity';

/** Newest first, when the shopper has not chosen. */
export const DEFAULT_SORT = { field: 'created_at', direction: 'DESC' } as const;

export const SORT_OPTIONS: readonly SortOption[] = [
  // The default sort is created_at DESC.
  { key: 'new', field: 'created_at', direction: 'DESC' },
  { key: 'best_sellers', field: 'best_sellers', direction: 'DESC' },
  { key: 'price_asc', field: 'price', direction: 'ASC' },
  { key: 'price_desc', field: 'price', direction: 'DESC' },
  { key: 'position', field: 'position', direction: 'ASC' },
  { key: 'name', field: 'name', direction: 'ASC' },
  // Best stocked first: what can be delivered quickly.
  { key: 'quantity', field: 'quantity', direction: 'DESC' },
];

export const DEFAULT_SORT_OPTION: SortOption = SORT_OPTIONS[0]!;

/** The URL's `sort` value; anything unknown (an old or edited link) falls back to the default. */
export function sortFromParam(value: string | null | undefined): SortOption {
  return SORT_OPTIONS.find((o) => o.key === value) ?? DEFAULT_SORT_OPTION;
}

/** Query string with `sort` set; the default is left out so plain links stay canonical. */
export function withSortParam(search: URLSearchParams, key: SortKey): URLSearchParams {
  const next = new URLSearchParams(search);
  // Another order is another list: it opens on its first page.
  next.delete('page');
  if (key === DEFAULT_SORT_OPTION.key) next.delete('sort');
  else next.set('sort', key);
  return next;
}
