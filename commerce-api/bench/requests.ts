import { STOREFRONT_LISTING_FIELDS } from '@shop/shared/contracts/wire';
import type { Prng } from '../src/seed/prng.ts';

/**
 * The varied requests of `pnpm bench:api`'s listing scenario, shared with `bench/reads-cpu.ts`
 * (the same requests without HTTP). Traffic is skewed, not uniform: popular categories and first
 * pages (infinite scroll) dominate; the draws come from a seeded generator, so two runs send the
 * same requests.
 */
export const skewed = <T>(rng: Prng, items: readonly T[]): T => items[Math.floor(items.length * rng.next() ** 2)]!;
export const firstPages = (rng: Prng, pages: number): number => Math.min(Math.max(1, pages), 1 + Math.floor(-Math.log2(1 - rng.next())));

export const PRICE_RANGES: [number, number | null][] = [[0, 10_000], [10_000, 25_000], [25_000, 50_000], [50_000, 100_000], [100_000, 200_000], [200_000, 500_000], [500_000, null]];
const LISTING_SORTS = [
  { field: 'created_at', direction: 'DESC' },
  { field: 'created_at', direction: 'DESC' },
  { field: 'position', direction: 'ASC' },
  { field: 'price', direction: 'ASC' },
  { field: 'price', direction: 'DESC' },
  { field: 'name', direction: 'ASC' },
  { field: 'best_sellers', direction: 'DESC' },
];

/** Magento searchCriteria as the storefront's category page sends it (mf-catalog fetchCategoryProducts). */
function listingQuery(category: number, page: number, sort: { field: string; direction: string }, extra: [field: string, value: string | number, condition: string][]): string {
  const groups: [string, string | number, string][] = [['category_id', category, 'eq'], ['visibility', '2,4', 'in'], ['status', 1, 'eq'], ...extra];
  const filters = groups
    .map(([field, value, condition], g) => {
      const f = `searchCriteria[filter_groups][${g}][filters][0]`;
      return `${f}[field]=${field}&${f}[value]=${encodeURIComponent(String(value))}&${f}[condition_type]=${condition}`;
    })
    .join('&');
  return (
    `${filters}&searchCriteria[sortOrders][0][field]=${sort.field}&searchCriteria[sortOrders][0][direction]=${sort.direction}` +
    `&searchCriteria[pageSize]=24&searchCriteria[currentPage]=${page}` +
    // The storefront's listing asks only for what a product card shows.
    `&fields=${encodeURIComponent(STOREFRONT_LISTING_FIELDS)}`
  );
}

/**
 * One category page's path (`/rest/{fr,en}/V1/products?…`): a category (skewed toward the first
 * of `categories`), a sort, a page, sometimes one or two of the category's brands or a price range.
 */
export function listingPath(rng: Prng, categories: readonly { id: number; product_count: number }[], categoryBrands: Map<number, string[]>): string {
  const category = skewed(rng, categories);
  const extra: [string, string | number, string][] = [];
  const roll = rng.next();
  const own = categoryBrands.get(category.id) ?? [];
  if (roll < 0.25 && own.length) extra.push(['marque', rng.sample(own, rng.int(1, 2)).join(','), 'in']);
  else if (roll < 0.45) {
    const [from, to] = rng.pick(PRICE_RANGES);
    extra.push(['price', from, 'gteq']);
    if (to !== null) extra.push(['price', to, 'lt']);
  }
  const page = firstPages(rng, Math.ceil(category.product_count / 24 / (extra.length ? 3 : 1)));
  return `/rest/${rng.chance(0.2) ? 'en' : 'fr'}/V1/products?${listingQuery(category.id, page, rng.pick(LISTING_SORTS), extra)}`;
}
