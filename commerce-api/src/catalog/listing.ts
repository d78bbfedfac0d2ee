import type { Locale } from '../http/locale.ts';
import { compileWhere, type Filter, type SearchCriteria } from './search-criteria.ts';
import { compileProductOrder, productField, type CatalogRepository, type CatalogVersions } from './repository.ts';
import { finalPrice, type ProductSummary, type SummaryCache } from './snapshot.ts';
import { LRUCache } from 'lru-cache';

export interface ListingPage {
  ids: number[];
  total: number;
}

/** What a page is read at: the catalogue's state, the request's clock and the products the caller may not see. */
export interface ListingOptions {
  versions: CatalogVersions;
  now: number;
  /** `@n`: the price epoch (`priceEpoch`) a price-sorted list is kept under. */
  epoch: string;
  hidden: number[];
  pageSize: number;
  page: number;
}

const isPriceSort = (s: { field: string }) => s.field === 'price';

/**
 * A page of product ids for any criteria (validated by `compileWhere`): the listing index's
 * (`ListingIndex.page`) when it answers them, else the database's. A price sort is the price a
 * shopper pays at `now` (an active special price wins), which no stored column holds: the
 * database then finds the products and the snapshot orders them (`ListingIndex.sortPage`).
 */
export async function listingPage(catalog: CatalogRepository, listing: ListingIndex, criteria: SearchCriteria, locale: Locale, options: ListingOptions): Promise<ListingPage> {
  return (await listing.page(criteria, locale, options)) ?? storedPage(catalog, listing, criteria, locale, options);
}

/** The page as the database finds it (the listing index's answers are checked against these). */
export async function storedPage(catalog: CatalogRepository, listing: ListingIndex, criteria: SearchCriteria, locale: Locale, options: ListingOptions): Promise<ListingPage> {
  const where = compileWhere(criteria, productField(locale, catalog.engine), catalog.engine);
  if (criteria.sortOrders.some(isPriceSort)) return listing.sortPage((await catalog.productIds(where, options.hidden)).ids, criteria, locale, options);
  return catalog.productIds(where, options.hidden, {
    clause: compileProductOrder(criteria, locale, catalog.engine),
    limit: options.pageSize,
    offset: (options.page - 1) * options.pageSize,
  });
}

type Test = (p: ProductSummary) => boolean;

/** `SQLite`'s NOCASE collation: ASCII letters folded, everything else compared as is. */
const nocase = (text: string) => text.replace(/[A-Z]+/g, (m) => m.toLowerCase());

const CATEGORY_FIELDS = new Set(['category_id', 'category_ids']);
const FAST_SORTS = new Set(['created_at', 'price', 'position', 'name', 'product_name', 'entity_id', 'id', 'best_sellers', 'bestsellers']);

/**
 * The storefront's category pages without SQL: a category's products, filtered on status,
 * visibility, type, brand or price, sorted by date, price, position, name, id or best sellers
 * (seeded popularity + units ordered, re-read when order lines change). Same rules as the SQL it
 * stands in for (`storedPage`, tests compare them): ties by id, a product outside the position's
 * category first (NULL), names compared as SQLite's NOCASE. Anything else (OR groups, other
 * fields, several sorts) is left to SQL: `page` answers undefined.
 *
 * What a page costs must not grow with the catalogue where it need not:
 * - each sort but position ranks the whole catalogue once per catalogue version (per price epoch
 *   for the price, per locale for the name, per `sales_version` for best sellers); a category's
 *   order is then a native sort of its products' ranks, kept per (categories, sort);
 * - the other filters are tested once per (categories, filters, hidden products), whatever the
 *   sort, and kept as a bit set over product ids with its count (the page's total);
 * - a page is the first matching ids of the category's sorted list: a scan that stops at the
 *   page's end, not a filtered copy of the whole list per sort.
 */
export class ListingIndex {
  private version = -1;
  private members = new Map<number, number[]>();
  private positions = new Map<number, Map<number, number>>();
  private byId = new Map<number, ProductSummary>();
  /** Whole-catalogue orders per sort variant: each product's rank, and the ids by rank. */
  private ranks = new Map<string, { rank: Int32Array; byRank: Int32Array }>();
  private maxId = 0;
  // Per catalogue version (emptied when it moves), bounded by the ids they hold.
  private readonly sorted = new LRUCache<string, Int32Array>({ max: 3000, maxSize: 8_000_000, sizeCalculation: (order) => order.length + 1 });
  private readonly filtered = new LRUCache<string, { bits: Uint32Array; total: number }>({ max: 20_000, maxSize: 16_000_000, sizeCalculation: (kept) => kept.bits.length + 1 });
  /** Each filter condition's products over the catalogue (`conditionBits`), weighed in words. */
  private readonly conditions = new LRUCache<string, Uint32Array>({ max: 2000, maxSize: 16_000_000, sizeCalculation: (bits) => bits.length + 1 });
  /** Per field filtered on by value: the ids holding each value (per catalogue version). */
  private valueIndexes = new Map<string, Map<unknown, number[]>>();
  private sold = new Map<number, number>();
  private soldVersion = -1;

  constructor(
    private readonly summaries: SummaryCache,
    private readonly catalog: CatalogRepository,
  ) {}

  private async sync(versions: CatalogVersions): Promise<void> {
    const { version, byId } = await this.summaries.get(versions);
    this.byId = byId;
    if (version === this.version) return;
    const links = await this.catalog.categoryLinks();
    this.members = new Map();
    this.positions = new Map();
    this.ranks = new Map();
    this.valueIndexes = new Map();
    let maxId = 0;
    for (const id of byId.keys()) if (id > maxId) maxId = id;
    this.maxId = maxId;
    for (const link of links) {
      let list = this.members.get(link.category_id);
      if (!list) {
        list = [];
        this.members.set(link.category_id, list);
        this.positions.set(link.category_id, new Map());
      }
      const positions = this.positions.get(link.category_id)!;
      const known = positions.get(link.product_id);
      if (known === undefined) list.push(link.product_id);
      if (known === undefined || link.position < known) positions.set(link.product_id, link.position);
    }
    this.version = version;
    for (const cache of [this.sorted, this.filtered, this.conditions]) cache.clear();
  }

  /** Units ordered per product, re-read when an order line is written (`sales_version`). */
  private async sales({ salesVersion }: CatalogVersions): Promise<string> {
    if (salesVersion !== this.soldVersion) {
      const rows = await this.catalog.unitsSold();
      this.sold = new Map(rows.map((r) => [r.id, r.sold]));
      this.soldVersion = salesVersion;
    }
    return String(salesVersion);
  }

  /** The page, or undefined when the criteria need SQL. Criteria must already be validated (`compileWhere`). */
  async page(criteria: SearchCriteria, locale: Locale, options: ListingOptions): Promise<ListingPage | undefined> {
    if (criteria.sortOrders.length > 1 || criteria.sortOrders.some((s) => !FAST_SORTS.has(s.field))) return undefined;
    const categories: Filter[] = [];
    const tests: { filter: Filter; test: Test }[] = [];
    for (const group of criteria.filterGroups) {
      if (group.length !== 1) return undefined;
      const filter = group[0]!;
      if (CATEGORY_FIELDS.has(filter.field)) {
        if (filter.conditionType !== 'eq' && filter.conditionType !== 'in') return undefined;
        categories.push(filter);
        continue;
      }
      const test = testOf(filter);
      if (!test) return undefined;
      tests.push({ filter, test });
    }
    if (categories.length === 0) return undefined;
    await this.sync(options.versions);

    const sort = criteria.sortOrders[0];
    // "position" is the merchandising order in the first category filtered on.
    const positionCategory = Number(categories[0]!.value.split(',')[0]);
    const bestSellers = sort?.field === 'best_sellers' || sort?.field === 'bestsellers';
    const variant = sort?.field === 'name' || sort?.field === 'product_name' ? locale : sort?.field === 'price' ? options.epoch : bestSellers ? await this.sales(options.versions) : '';
    const sortKey = sort ? `${sort.field}:${sort.direction}:${variant}` : 'id';
    const categoryKey = categories.map((c) => `${c.conditionType}:${c.value}`).join('&');
    const key = `${categoryKey}|${sortKey}`;
    let order = this.sorted.get(key);
    if (!order) {
      const candidates = this.candidates(categories);
      const context = { locale, now: options.now, positions: this.positions.get(positionCategory), sold: this.sold };
      if (!sort) order = candidates;
      else if (sort.field === 'position') order = sortIds(candidates, [sort], context, this.byId);
      else order = this.inRankOrder(candidates, sortKey, sort, context);
      this.sorted.set(key, order);
    }

    // The products the other filters keep, per filter set whatever the sort (the sorted list of
    // any sort holds the same products).
    const filterKey = `${categoryKey}|${criteria.filterGroups.map((g) => `${g[0]!.field}:${g[0]!.conditionType}:${g[0]!.value}`).join('&')}|${options.hidden.join(',')}`;
    let kept = this.filtered.get(filterKey);
    if (!kept) {
      // The category's products, AND each filter's products over the catalogue (kept per
      // condition: status and visibility are in every storefront listing), less the hidden ones.
      const bits = new Uint32Array((this.maxId >>> 5) + 1);
      for (const id of order) bits[id >>> 5]! |= 1 << (id & 31);
      for (const { filter, test } of tests) {
        const other = this.conditionBits(filter, test);
        for (let w = 0; w < bits.length; w++) bits[w]! &= other[w]!;
      }
      for (const id of options.hidden) if (id >= 0 && id <= this.maxId) bits[id >>> 5]! &= ~(1 << (id & 31));
      let total = 0;
      for (let w = 0; w < bits.length; w++) total += popcount(bits[w]!);
      kept = { bits, total };
      this.filtered.set(filterKey, kept);
    }
    const from = (options.page - 1) * options.pageSize;
    const ids: number[] = [];
    if (from < kept.total) {
      const { bits } = kept;
      let seen = 0;
      for (let i = 0; i < order.length && ids.length < options.pageSize; i++) {
        const id = order[i]!;
        if ((bits[id >>> 5]! & (1 << (id & 31))) === 0) continue;
        if (seen++ >= from) ids.push(id);
      }
    }
    return { ids, total: kept.total };
  }

  /**
   * A page of `ids` (the products the database found for the criteria) in the criteria's order,
   * read from the snapshot: the price sort orders by what the shopper pays at `options.now`.
   */
  async sortPage(ids: number[], criteria: SearchCriteria, locale: Locale, options: ListingOptions): Promise<ListingPage> {
    await this.sync(options.versions);
    if (criteria.sortOrders.some((s) => s.field === 'best_sellers' || s.field === 'bestsellers')) await this.sales(options.versions);
    // "position" is the merchandising order in the first category filtered on, as in SQL.
    const category = criteria.filterGroups.flat().find((f) => CATEGORY_FIELDS.has(f.field) && (f.conditionType === 'eq' || f.conditionType === 'in'));
    const categoryId = category ? Number(category.value.split(',')[0]) : NaN;
    const positions = Number.isInteger(categoryId) ? (this.positions.get(categoryId) ?? new Map<number, number>()) : undefined;
    // A product written since the snapshot was read waits for the next catalogue version.
    const known = Int32Array.from(ids.filter((id) => this.byId.has(id))).toSorted();
    const order = sortIds(known, criteria.sortOrders, { locale, now: options.now, positions, sold: this.sold }, this.byId);
    const from = (options.page - 1) * options.pageSize;
    return { ids: Array.from(order.subarray(from, from + options.pageSize)), total: known.length };
  }

  /**
   * The products of the catalogue a filter keeps, as a bit set over ids, per catalogue version.
   * An equality or list on a field read as is (status, visibility, type, sku, brand) unions the
   * sets of its values (one pass over the catalogue per field indexes every value); others
   * (price) test each product once.
   */
  private conditionBits(filter: Filter, test: Test): Uint32Array {
    const key = `${filter.field}:${filter.conditionType}:${filter.value}`;
    const cache = this.conditions;
    let bits = cache.get(key);
    if (bits) return bits;
    bits = new Uint32Array((this.maxId >>> 5) + 1);
    const { field, conditionType, value } = filter;
    const isInt = Object.hasOwn(INT_FIELDS, field);
    if ((isInt || Object.hasOwn(TEXT_FIELDS, field)) && (conditionType === 'eq' || conditionType === 'in')) {
      let index = this.valueIndexes.get(field);
      if (!index) {
        index = new Map();
        const read = isInt ? INT_FIELDS[field]! : TEXT_FIELDS[field]!;
        for (const [id, p] of this.byId) {
          const v = read(p);
          const ids = index.get(v);
          if (ids) ids.push(id);
          else index.set(v, [id]);
        }
        this.valueIndexes.set(field, index);
      }
      // As `testOf` compares: numbers by value (NaN equals nothing), texts as written ('in': trimmed, non-empty).
      const values: unknown[] =
        conditionType === 'eq' ? [isInt ? Number(value.trim()) : value] : value.split(',').map((v) => v.trim()).filter((v) => v !== '').map((v) => (isInt ? Number(v) : v));
      for (const v of values) {
        if (typeof v === 'number' && Number.isNaN(v)) continue;
        for (const id of index.get(v) ?? []) bits[id >>> 5]! |= 1 << (id & 31);
      }
    } else {
      for (const [id, p] of this.byId) if (test(p)) bits[id >>> 5]! |= 1 << (id & 31);
    }
    cache.set(key, bits);
    return bits;
  }

  /** Products in every category filter (each an id or a list of ids) that have a summary, in id order. */
  private candidates(filters: Filter[]): Int32Array {
    let ids: Set<number> | undefined;
    for (const f of filters) {
      const set = new Set<number>();
      for (const value of f.value.split(',')) {
        if (value.trim() === '') continue;
        for (const id of this.members.get(Number(value.trim())) ?? []) if (!ids || ids.has(id)) set.add(id);
      }
      ids = set;
    }
    const out = Int32Array.from([...(ids ?? [])].filter((id) => this.byId.has(id)));
    return out.toSorted();
  }

  /**
   * `candidates` in the sort's order, read from the whole catalogue's order for that sort (ranked
   * once per variant): the order restricted to a category is the category's order, since ties
   * are broken by id.
   */
  private inRankOrder(candidates: Int32Array, sortKey: string, sort: { field: string; direction: 'ASC' | 'DESC' }, context: SortContext): Int32Array {
    let ranked = this.ranks.get(sortKey);
    if (!ranked) {
      const all = Int32Array.from(this.byId.keys()).toSorted();
      const byRank = sortIds(all, [sort], context, this.byId);
      const rank = new Int32Array(this.maxId + 1);
      for (let r = 0; r < byRank.length; r++) rank[byRank[r]!] = r;
      ranked = { rank, byRank };
      // Price epochs and sales versions come and go within one catalogue version: keep a few.
      if (this.ranks.size >= 32) this.ranks.delete(this.ranks.keys().next().value!);
      this.ranks.set(sortKey, ranked);
    }
    const { rank, byRank } = ranked;
    const places = new Int32Array(candidates.length);
    for (let i = 0; i < candidates.length; i++) places[i] = rank[candidates[i]!]!;
    places.sort();
    for (let i = 0; i < places.length; i++) places[i] = byRank[places[i]!]!;
    return places;
  }
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

interface SortContext {
  locale: Locale;
  now: number;
  /** Positions in the category "position" orders in (absent: no category filter). */
  positions: Map<number, number> | undefined;
  sold: Map<number, number>;
}

/** A sort field's value per product, as the SQL's ORDER BY reads it (null: SQL's NULL). */
function sortValue(field: string, { locale, now, positions, sold }: SortContext): (p: ProductSummary) => number | string | null {
  switch (field) {
    case 'created_at':
      return (p) => p.created_at;
    case 'updated_at':
      return (p) => p.updated_at;
    case 'sku':
      return (p) => p.sku;
    case 'visibility':
      return (p) => p.visibility;
    case 'type_id':
      return (p) => p.type_id;
    case 'price':
      return (p) => finalPrice(p, now).final;
    case 'name':
    case 'product_name':
      return (p) => nocase(locale === 'fr' ? p.name_fr : p.name_en);
    case 'quantity':
    case 'qty':
      return (p) => p.qty;
    case 'special_price':
      // CAST(text AS REAL): the number the text starts with, 0 when none.
      return (p) => {
        const raw = p.attributes['special_price'];
        if (raw === undefined || raw === null) return null;
        const n = Number.parseFloat(String(raw));
        return Number.isFinite(n) ? n : 0;
      };
    case 'best_sellers':
    case 'bestsellers':
      return (p) => p.popularity + (sold.get(p.id) ?? 0);
    case 'position':
      // Without a category to order in, SQL orders by id.
      return positions ? (p) => positions.get(p.id) ?? null : (p) => p.id;
    default:
      return (p) => p.id;
  }
}

/** `ids` (in id order) sorted as the SQL's ORDER BY: each sort's value, NULL first, then id. */
function sortIds(ids: Int32Array, sorts: readonly { field: string; direction: 'ASC' | 'DESC' }[], context: SortContext, byId: Map<number, ProductSummary>): Int32Array {
  // Each product's values read once, by its place in `ids` (the comparator reads arrays only).
  const keys = sorts.map((sort) => {
    const value = sortValue(sort.field, context);
    return { dir: sort.direction === 'DESC' ? -1 : 1, values: Array.from(ids, (id) => value(byId.get(id)!)) };
  });
  const places = Int32Array.from(ids, (_, i) => i);
  places.sort((a, b) => {
    for (const { dir, values } of keys) {
      const va = values[a]!;
      const vb = values[b]!;
      if (va === vb) continue;
      // SQLite orders NULL before any value.
      if (va === null) return -dir;
      if (vb === null) return dir;
      return (va < vb ? -1 : 1) * dir;
    }
    // `ids` is in id order: places compare as ids do.
    return a - b;
  });
  return places.map((i) => ids[i]!);
}

const TEXT_FIELDS: Record<string, (p: ProductSummary) => unknown> = {
  type_id: (p) => p.type_id,
  sku: (p) => p.sku,
  marque: (p) => p.attributes['marque'],
};
const INT_FIELDS: Record<string, (p: ProductSummary) => number> = {
  status: (p) => p.status,
  visibility: (p) => p.visibility,
  entity_id: (p) => p.id,
  id: (p) => p.id,
};

/** A filter on a product summary, as `compileWhere` compiles it to SQL; undefined when not handled here. */
function testOf(filter: Filter): Test | undefined {
  const { field, conditionType, value } = filter;
  const list = () => value.split(',').map((v) => v.trim()).filter((v) => v !== '');
  if (Object.hasOwn(INT_FIELDS, field)) {
    const read = INT_FIELDS[field]!;
    if (conditionType === 'eq') {
      const n = Number(value.trim());
      return (p) => read(p) === n;
    }
    if (conditionType === 'in') {
      const set = new Set(list().map(Number));
      return (p) => set.has(read(p));
    }
    return undefined;
  }
  if (Object.hasOwn(TEXT_FIELDS, field)) {
    const read = TEXT_FIELDS[field]!;
    if (conditionType === 'eq') return (p) => read(p) === value;
    if (conditionType === 'in') {
      const set = new Set(list());
      return (p) => {
        const v = read(p);
        return typeof v === 'string' && set.has(v);
      };
    }
    return undefined;
  }
  if (field === 'price') {
    const n = Number(value.trim());
    switch (conditionType) {
      case 'eq': return (p) => p.price === n;
      case 'gt': return (p) => p.price > n;
      case 'gteq': case 'from': return (p) => p.price >= n;
      case 'lt': return (p) => p.price < n;
      case 'lteq': case 'to': return (p) => p.price <= n;
      default: return undefined;
    }
  }
  return undefined;
}
