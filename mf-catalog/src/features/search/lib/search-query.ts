/** State of the /search page, as kept in its URL (`?q=…&brand=…&category=…&price=…&sort=…&page=…`). */
export interface SearchQuery {
  q: string;
  brands: string[];
  categories: string[];
  price: { from: number; to: number | null } | null;
  sort: SearchSortKey;
  /** 1-based. */
  page: number;
}

export type SearchSortKey = 'relevance' | 'new' | 'best_sellers' | 'price_asc' | 'price_desc' | 'name';

/** Sort options on the index's sortable fields; relevance is the engine's own order. */
export const SEARCH_SORTS: Record<SearchSortKey, string[] | undefined> = {
  relevance: undefined,
  new: ['created_at:desc'],
  best_sellers: ['popularity:desc'],
  price_asc: ['final_price:asc'],
  price_desc: ['final_price:desc'],
  name: ['name:asc'],
};

const isSort = (value: string | null): value is SearchSortKey => value !== null && Object.hasOwn(SEARCH_SORTS, value);

const list = (params: URLSearchParams, key: string) =>
  [...new Set(params.getAll(key).map((v) => v.trim()).filter((v) => v.length > 0 && v.length <= 80))].toSorted();

export function queryFromParams(params: URLSearchParams): SearchQuery {
  const priceMatch = /^(\d{1,9})_(\d{1,9})?$/.exec(params.get('price') ?? '');
  const from = priceMatch ? Number(priceMatch[1]) : 0;
  const to = priceMatch?.[2] ? Number(priceMatch[2]) : null;
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    brands: list(params, 'brand'),
    categories: list(params, 'category'),
    price: priceMatch && (to === null || to > from) ? { from, to } : null,
    sort: isSort(sort) ? sort : 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL of a query; defaults are left out so plain links stay short. */
export function paramsFromQuery(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('q', query.q);
  for (const b of query.brands) params.append('brand', b);
  for (const c of query.categories) params.append('category', c);
  if (query.price) params.set('price', `${query.price.from}_${query.price.to ?? ''}`);
  if (query.sort !== 'relevance') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** A Meilisearch filter string value: quoted, backslashes and quotes escaped. */
const quote = (v: string) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Meilisearch filter syntax: quoted, escaped values; values of one facet OR-ed, facets AND-ed. */
export function searchFilter(query: Pick<SearchQuery, 'brands' | 'categories' | 'price'>): string[] {
  const filter: string[] = [];
  if (query.brands.length) filter.push(query.brands.map((b) => `brand = ${quote(b)}`).join(' OR '));
  if (query.categories.length) filter.push(query.categories.map((c) => `categories = ${quote(c)}`).join(' OR '));
  if (query.price) {
    filter.push(`final_price >= ${query.price.from}`);
    if (query.price.to !== null) filter.push(`final_price < ${query.price.to}`);
  }
  return filter;
}

/** Provider B: pages = ceiling of found / page size. */
export function pageCount(found: number, pageSize: number): number {
  if (!(found > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(found / pageSize);
}

/** Price ranges worth offering between the results' lowest and highest price. */
const STEPS = [0, 10_000, 25_000, 50_000, 100_000, 200_000, 350_000, 500_000, 1_000_000];
export function priceRanges(min: number, max: number): { from: number; to: number | null }[] {
  if (!(max > min)) return [];
  const ranges: { from: number; to: number | null }[] = [];
  STEPS.forEach((from, i) => {
    const to = STEPS[i + 1] ?? null;
    if (max >= from && (to === null || min < to)) ranges.push({ from, to });
  });
  return ranges.length > 1 ? ranges : [];
}

/** Page numbers to show around the current one (first and last always), with gaps as null. */
export function pageWindow(current: number, total: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - current) <= radius) pages.push(p);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}
