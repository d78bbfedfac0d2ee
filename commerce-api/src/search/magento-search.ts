import { badRequest } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import type { CategoryTree } from '../catalog/categories.ts';
import { catalogMessage } from '../catalog/messages.ts';
import { echoCriteria, MAX_PAGE_SIZE, type Filter, type SearchCriteria } from '../catalog/search-criteria.ts';
import { finalPrice, type ProductSummary } from '../catalog/snapshot.ts';

const REQUESTS = ['quick_search_container', 'catalog_view_container', 'advanced_search_container'] as const;
type RequestName = (typeof REQUESTS)[number];

/** Attributes aggregated into buckets (`{code}_bucket`), as Magento's layered navigation does. */
const BUCKET_ATTRIBUTES = ['marque', 'color', 'memory', 'ram', 'screen', 'condition', 'os', 'size', 'shoe_size', 'warranty'];
const PRICE_STEPS = [0, 10_000, 25_000, 50_000, 100_000, 200_000, 350_000, 500_000, 1_000_000];

const toValues = (entries: [string | number, number][]) => entries.map(([value, count]) => ({ value: String(value), metrics: [String(value), String(count)] }));

function numberOf(f: Filter): number {
  const n = Number(f.value.trim());
  if (f.value.trim() === '' || !Number.isFinite(n)) throw badRequest(catalogMessage('invalid_filter_value'), { field: f.field, value: f.value.slice(0, 80) });
  return n;
}

function test(p: ProductSummary, f: Filter, now: number, categoryIds: (id: number) => number[]): boolean {
  const list = () => f.value.split(',').map((v) => v.trim()).filter(Boolean);
  switch (f.field) {
    case 'category_ids':
    case 'category_id': {
      if (!['eq', 'in', 'finset'].includes(f.conditionType)) throw badRequest('unknown_condition_type', { conditionType: f.conditionType });
      const ids = list().map((v) => {
        if (!/^\d{1,9}$/.test(v)) throw badRequest(catalogMessage('invalid_filter_value'), { field: f.field, value: v.slice(0, 80) });
        return Number(v);
      });
      const wanted = new Set(ids.flatMap(categoryIds));
      return p.category_ids.some((c) => wanted.has(c));
    }
    case 'price': {
      const price = finalPrice(p, now).final;
      const n = numberOf(f);
      switch (f.conditionType) {
        case 'from': case 'gteq': return price >= n;
        case 'to': case 'lteq': return price <= n;
        case 'gt': return price > n;
        case 'lt': return price < n;
        case 'eq': return price === n;
        default: throw badRequest('unknown_condition_type', { conditionType: f.conditionType });
      }
    }
    case 'visibility': {
      const values = list().map(Number);
      if (f.conditionType === 'eq' || f.conditionType === 'in') return values.includes(p.visibility);
      if (f.conditionType === 'neq' || f.conditionType === 'nin') return !values.includes(p.visibility);
      throw badRequest('unknown_condition_type', { conditionType: f.conditionType });
    }
    case 'search_term':
      return true; // applied by the full-text engine
    default: {
      if (!BUCKET_ATTRIBUTES.includes(f.field) && !['is_on_flash_sale', 'is_free_shipping', 'is_second_hand', 'is_gt_global', 'is_black_friday'].includes(f.field)) {
        throw badRequest(catalogMessage('unknown_filter_field'), { field: f.field.slice(0, 80) });
      }
      const value = p.attributes[f.field];
      switch (f.conditionType) {
        case 'eq': return value !== undefined && value.toLowerCase() === f.value.trim().toLowerCase();
        case 'neq': return value === undefined || value.toLowerCase() !== f.value.trim().toLowerCase();
        case 'in': return value !== undefined && list().some((v) => v.toLowerCase() === value.toLowerCase());
        case 'nin': return value === undefined || !list().some((v) => v.toLowerCase() === value.toLowerCase());
        default: throw badRequest('unknown_condition_type', { conditionType: f.conditionType });
      }
    }
  }
}

/**
 * Magento's `GET /V1/search` (framework-search-search-result-interface): `catalog_view_container`
 * lists a category (anchor: its whole subtree), `quick_search_container` runs the full-text
 * engine on `search_term`. Items are `{id, score}`; aggregations are the layered-navigation
 * buckets (price ranges, sub-categories, attribute values) over the matching products.
 */
export function magentoSearch(
  criteria: SearchCriteria,
  snapshot: { summaries: ProductSummary[]; byId: Map<number, ProductSummary> },
  categories: CategoryTree,
  locale: Locale,
  now: number,
  /** The full-text engine's matches of a term, in relevance order. */
  match: (term: string) => { id: number; score: number }[],
) {
  const requestName = (criteria.requestName ?? 'quick_search_container') as RequestName;
  if (!REQUESTS.includes(requestName)) throw badRequest(catalogMessage('unknown_request_name'), { requestName: requestName.slice(0, 80) });
  const filters = criteria.filterGroups.flat();
  const categoryFilter = filters.find((f) => f.field === 'category_ids' || f.field === 'category_id');
  if (requestName === 'catalog_view_container' && !categoryFilter) throw badRequest('required_field', { fieldName: 'category_ids' });
  const termFilter = filters.find((f) => f.field === 'search_term');

  const visibleIn = requestName === 'catalog_view_container' ? [2, 4] : [3, 4];
  let scored: { id: number; score: number }[];
  if (termFilter && termFilter.value.trim()) {
    const term = termFilter.value.replace(/%/g, ' ').trim();
    const matches = match(term);
    const top = matches[0]?.score || 1;
    scored = matches.map(({ id, score }) => ({ id, score: Math.round((score / top) * 1000) / 1000 }));
  } else {
    scored = snapshot.summaries.map((p) => ({ id: p.id, score: 1 }));
  }
  const descendants = (id: number) => categories.descendants(id);
  const matched = scored.filter((s) => {
    const p = snapshot.byId.get(s.id);
    if (!p || p.status !== 1 || !visibleIn.includes(p.visibility)) return false;
    return criteria.filterGroups.every((group) => group.some((f) => test(p, f, now, descendants)));
  });

  let ordered = matched;
  for (const sort of criteria.sortOrders.toReversed()) {
    const dir = sort.direction === 'DESC' ? -1 : 1;
    const key = (s: { id: number; score: number }): number | string => {
      const p = snapshot.byId.get(s.id)!;
      switch (sort.field) {
        case 'relevance': return s.score;
        case 'price': return finalPrice(p, now).final;
        case 'name': return (locale === 'fr' ? p.name_fr : p.name_en).toLowerCase();
        case 'created_at': return p.created_at;
        case 'position': case 'entity_id': return p.id;
        case 'best_sellers': return p.popularity;
        default: throw badRequest(catalogMessage('unknown_sort_field'), { field: sort.field.slice(0, 80) });
      }
    };
    ordered = ordered.toSorted((a, b) => {
      const x = key(a);
      const y = key(b);
      return (x < y ? -1 : x > y ? 1 : 0) * dir;
    });
  }

  // Aggregations over every match (not just the page), as layered navigation needs.
  const buckets: { name: string; values: { value: string; metrics: string[] }[] }[] = [];
  const priceCounts = new Map<string, number>();
  const categoryCounts = new Map<number, number>();
  const attributeCounts = new Map<string, Map<string, number>>(BUCKET_ATTRIBUTES.map((a) => [a, new Map()]));
  const parentId = categoryFilter && /^\d{1,9}$/.test(categoryFilter.value.split(',')[0]!.trim()) ? Number(categoryFilter.value.split(',')[0]) : 2;
  const children = categories.childrenOf(parentId).map((c) => ({ id: c.id, ids: new Set(categories.descendants(c.id)) }));
  for (const s of matched) {
    const p = snapshot.byId.get(s.id)!;
    const price = finalPrice(p, now).final;
    const step = PRICE_STEPS.findLast((lower) => price >= lower) ?? 0;
    const next = PRICE_STEPS[PRICE_STEPS.indexOf(step) + 1];
    const range = `${step}_${next ?? '*'}`;
    priceCounts.set(range, (priceCounts.get(range) ?? 0) + 1);
    for (const child of children) if (p.category_ids.some((c) => child.ids.has(c))) categoryCounts.set(child.id, (categoryCounts.get(child.id) ?? 0) + 1);
    for (const code of BUCKET_ATTRIBUTES) {
      const v = p.attributes[code];
      if (v) attributeCounts.get(code)!.set(v, (attributeCounts.get(code)!.get(v) ?? 0) + 1);
    }
  }
  buckets.push({ name: 'price_bucket', values: toValues([...priceCounts].toSorted((a, b) => Number(a[0].split('_')[0]) - Number(b[0].split('_')[0]))) });
  buckets.push({ name: 'category_bucket', values: toValues([...categoryCounts]) });
  for (const [code, counts] of attributeCounts) if (counts.size) buckets.push({ name: `${code}_bucket`, values: toValues([...counts].toSorted((a, b) => b[1] - a[1])) });

  const pageSize = criteria.pageSize ?? MAX_PAGE_SIZE;
  const page = criteria.currentPage ?? 1;
  return {
    items: ordered.slice((page - 1) * pageSize, page * pageSize).map((s) => ({ id: s.id, score: s.score, custom_attributes: [{ attribute_code: 'score', value: String(s.score) }] })),
    aggregations: { buckets, bucket_names: buckets.map((b) => b.name) },
    search_criteria: { ...echoCriteria(criteria), request_name: requestName },
    total_count: matched.length,
  };
}
