import type { SearchFilter } from '@shop/shared';

/**
 * Attribute filters of a category listing (attribute filters), in the order shown.
 * `marque` is the brand; the others are select attributes whose values are option ids.
 */
export const FILTER_ATTRIBUTES = ['marque', 'color', 'memory', 'ram', 'condition', 'screen', 'os', 'size', 'shoe_size'] as const;
export type FilterAttribute = (typeof FILTER_ATTRIBUTES)[number];

export interface PriceRange {
  from: number;
  /** Exclusive upper bound; null for "and above". */
  to: number | null;
}

export interface ActiveFilters {
  attributes: Partial<Record<FilterAttribute, string[]>>;
  price: PriceRange | null;
}

export const NO_FILTERS: ActiveFilters = { attributes: {}, price: null };

const PRICE_PARAM = 'price';
/** A value in the URL: letters, digits, spaces and a few marks; anything else is an edited link. */
const SAFE_VALUE = /^[\p{L}\p{N} .&'’+-]{1,60}$/u;

/** `10000_25000`, `1000000_` or `1000000_*` (Magento's price bucket form). */
export function parsePriceRange(text: string | null | undefined): PriceRange | null {
  const match = /^(\d{1,9})_(\d{1,9}|\*)?$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] && match[2] !== '*' ? Number(match[2]) : null;
  if (to !== null && to <= from) return null;
  return { from, to };
}

export function formatPriceRange(range: PriceRange): string {
  return `${range.from}_${range.to ?? ''}`;
}

/**
 * Filters read from the query string (`?marque=Samsung,Tecno&color=9301&price=10000_25000`); a
 * plain form (no scripts) sends an attribute once per value (`?marque=Samsung&marque=Tecno`).
 */
export function filtersFromParams(params: URLSearchParams): ActiveFilters {
  const attributes: ActiveFilters['attributes'] = {};
  for (const code of FILTER_ATTRIBUTES) {
    const raw = params.getAll(code).join(',');
    if (!raw) continue;
    const values = [...new Set(raw.split(',').map((v) => v.trim()).filter((v) => SAFE_VALUE.test(v)))].toSorted();
    if (values.length) attributes[code] = values;
  }
  return { attributes, price: parsePriceRange(params.get(PRICE_PARAM)) };
}

/** The query string with these filters (other parameters, e.g. `sort`, kept). */
export function withFilterParams(params: URLSearchParams, filters: ActiveFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const code of FILTER_ATTRIBUTES) {
    const values = filters.attributes[code];
    if (values && values.length) next.set(code, values.toSorted().join(','));
    else next.delete(code);
  }
  if (filters.price) next.set(PRICE_PARAM, formatPriceRange(filters.price));
  else next.delete(PRICE_PARAM);
  return next;
}

/** A value switched on or off. */
export function toggleValue(filters: ActiveFilters, code: FilterAttribute, value: string): ActiveFilters {
  const current = filters.attributes[code] ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].toSorted();
  return { ...filters, attributes: { ...filters.attributes, [code]: values } };
}

export function activeCount(filters: ActiveFilters): number {
  return Object.values(filters.attributes).reduce((n, values) => n + (values?.length ?? 0), 0) + (filters.price ? 1 : 0);
}

/**
 * Product list filters: attribute in-lists (values of one attribute OR-ed, attributes
 * AND-ed, as Magento's filter groups are), price gteq / lt.
 */
export function filterGroups(filters: ActiveFilters): SearchFilter[][] {
  const groups: SearchFilter[][] = [];
  for (const code of FILTER_ATTRIBUTES) {
    const values = filters.attributes[code];
    if (values && values.length) groups.push([{ field: code, value: values, conditionType: 'in' }]);
  }
  if (filters.price) {
    groups.push([{ field: 'price', value: filters.price.from, conditionType: 'gteq' }]);
    if (filters.price.to !== null) groups.push([{ field: 'price', value: filters.price.to, conditionType: 'lt' }]);
  }
  return groups;
}

/** Stable identity of a filter set: another set is another list, fetched from page 1. */
export function filtersKey(filters: ActiveFilters): string {
  return withFilterParams(new URLSearchParams(), filters).toString();
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  /** Colour hex, for colour swatches. */
  swatch?: string;
}

export interface Facet {
  code: FilterAttribute | 'price';
  label: string;
  options: FacetOption[];
}

export interface AggregationBucket {
  name: string;
  values: { value: string; metrics: string[] }[];
}

/** Magento puts a bucket value's product count in `metrics[1]`. */
const count = (v: { metrics: string[] }) => Number(v.metrics[1] ?? 0) || 0;

/**
 * Facets from Magento's layered-navigation buckets over the category's products (`{code}_bucket`),
 * labelled from the attribute dictionaries; values no product has are not offered.
 */
export function facetsFromBuckets(
  buckets: readonly AggregationBucket[],
  dictionaries: Record<string, { label: string; options: { value: string; label: string; swatch?: string }[] }> | null,
  labels: { brand: string; price: string; formatRange: (range: PriceRange) => string },
): Facet[] {
  const byName = new Map(buckets.map((b) => [b.name, b]));
  const facets: Facet[] = [];
  const price = byName.get('price_bucket');
  if (price && price.values.length > 1) {
    facets.push({
      code: 'price',
      label: labels.price,
      options: price.values.flatMap((v) => {
        const range = parsePriceRange(v.value.replace(/_\*?$/, '_'));
        return range ? [{ value: formatPriceRange(range), label: labels.formatRange(range), count: count(v) }] : [];
      }),
    });
  }
  for (const code of FILTER_ATTRIBUTES) {
    const bucket = byName.get(`${code}_bucket`);
    if (!bucket || bucket.values.length === 0) continue;
    const dictionary = code === 'marque' ? null : dictionaries?.[code];
    if (code !== 'marque' && !dictionary) continue;
    const options = bucket.values
      .map((v): FacetOption | null => {
        if (code === 'marque') return { value: v.value, label: v.value, count: count(v) };
        const entry = dictionary!.options.find((o) => o.value === v.value);
        return entry ? { value: v.value, label: entry.label, count: count(v), ...(entry.swatch ? { swatch: entry.swatch } : {}) } : null;
      })
      .filter((o): o is FacetOption => o !== null && o.count > 0);
    // Attribute values in their dictionary's order (S, M, L, XL; 64 GB before 128 GB), brands as counted.
    if (dictionary) {
      const place = new Map(dictionary.options.map((o, i) => [o.value, i]));
      options.sort((a, b) => place.get(a.value)! - place.get(b.value)!);
    }
    // One value filters nothing out.
    if (options.length < 2) continue;
    facets.push({ code, label: code === 'marque' ? labels.brand : dictionary!.label, options });
  }
  return facets;
}
