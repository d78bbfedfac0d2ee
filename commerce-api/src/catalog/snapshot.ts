import type { CatalogRepository, CatalogVersions, SummaryRecord } from './repository.ts';

/** The stored texts and stock figures a summary reads into its own fields. */
type ReadFields = 'attributes' | 'attributes_fr' | 'attributes_en' | 'qty' | 'is_in_stock';

/** Light, language-neutral view of one product, for search, facets and the Magento search endpoint. */
export interface ProductSummary extends Omit<SummaryRecord, ReadFields> {
  attributes: Record<string, string>;
  short_fr: string;
  short_en: string;
  description_fr: string;
  description_en: string;
  category_ids: number[];
  qty: number;
  is_in_stock: boolean;
}

const strip = (html: string | undefined) =>
  (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ').trim();

const parse = (text: string): Record<string, string> => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
};

/** The snapshot of every product, read through the catalogue's repository. */
export async function loadSummaries(catalog: Pick<CatalogRepository, 'summaryRecords' | 'categoryLinks'>): Promise<ProductSummary[]> {
  const [rows, links] = await Promise.all([catalog.summaryRecords(), catalog.categoryLinks()]);
  const categories = new Map<number, number[]>();
  for (const link of links) {
    const list = categories.get(link.product_id) ?? [];
    list.push(link.category_id);
    categories.set(link.product_id, list);
  }
  return rows.map(({ attributes, attributes_fr, attributes_en, qty, is_in_stock, ...stored }) => {
    const fr = parse(attributes_fr);
    const en = parse(attributes_en);
    return {
      ...stored,
      attributes: parse(attributes),
      short_fr: strip(fr['short_description']),
      short_en: strip(en['short_description']),
      description_fr: strip(fr['description']).slice(0, 600),
      description_en: strip(en['description']).slice(0, 600),
      category_ids: categories.get(stored.id) ?? [],
      qty: qty ?? 0,
      is_in_stock: (is_in_stock ?? 0) === 1,
    };
  });
}

/** Magento's date text (UTC) to epoch ms; NaN when absent or unreadable. */
export function magentoTime(value: string | undefined): number {
  if (!value) return NaN;
  return Date.parse(`${value.replace(' ', 'T')}Z`);
}

/**
 * The price a shopper pays now: an active special price wins; for bundles the special
 * price is a percentage of the price.
 */
export function finalPrice(p: Pick<ProductSummary, 'price' | 'type_id' | 'attributes'>, now: number): { final: number; special: number | null } {
  const raw = p.attributes['special_price'];
  const special = raw === undefined || raw === '' ? NaN : Number(raw);
  if (!Number.isFinite(special) || special <= 0) return { final: p.price, special: null };
  const from = magentoTime(p.attributes['special_from_date']);
  const to = magentoTime(p.attributes['special_to_date']);
  if ((Number.isFinite(from) && from > now) || (Number.isFinite(to) && to < now)) return { final: p.price, special: null };
  const value = p.type_id === 'bundle' ? Math.round((p.price * special) / 100) : special;
  return value < p.price ? { final: value, special: value } : { final: p.price, special: null };
}

const epochs = new WeakMap<ProductSummary[], number[]>();

/**
 * How many special-price start/end instants have passed at `now`: a price-sorted list cached under
 * one value stays right until the next special price starts or ends.
 */
export function priceEpoch(summaries: ProductSummary[], now: number): number {
  let instants = epochs.get(summaries);
  if (!instants) {
    instants = summaries
      .flatMap((p) => [magentoTime(p.attributes['special_from_date']), magentoTime(p.attributes['special_to_date'])])
      .filter((t) => Number.isFinite(t))
      .toSorted((a, b) => a - b);
    epochs.set(summaries, instants);
  }
  let low = 0;
  let high = instants.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (instants[mid]! <= now) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Shared cache of summaries. Product data is re-read when `catalog_version.version` moves; stock
 * figures alone are refreshed in place when `stock_version` moves (every order), which is cheap.
 * Its owner reads the versions once per request and hands them to `get`, so one request sees one
 * state across the caches it consults.
 */
export class SummaryCache {
  private version = -1;
  private stockVersion = -1;
  private summaries: ProductSummary[] = [];
  private byId = new Map<number, ProductSummary>();
  /** Enabled products by sku (the product page's lookup). */
  private enabledBySku = new Map<string, number>();
  /** The load under way, when a version moved: concurrent readers wait for the same one. */
  private loading?: Promise<void>;

  constructor(private readonly catalog: CatalogRepository) {}

  async get(
    versions?: CatalogVersions,
  ): Promise<{ version: number; stockVersion: number; summaries: ProductSummary[]; byId: Map<number, ProductSummary>; enabledBySku: Map<string, number> }> {
    const { version, stockVersion } = versions ?? (await this.catalog.versions());
    // The counters only grow: a cache already past the state asked for serves it too.
    while (version > this.version || (version === this.version && stockVersion > this.stockVersion)) {
      this.loading ??= this.refresh(version, stockVersion).finally(() => (this.loading = undefined));
      await this.loading;
    }
    return { version: this.version, stockVersion: this.stockVersion, summaries: this.summaries, byId: this.byId, enabledBySku: this.enabledBySku };
  }

  private async refresh(version: number, stockVersion: number): Promise<void> {
    if (version !== this.version) {
      const summaries = await loadSummaries(this.catalog);
      this.summaries = summaries;
      this.byId = new Map(summaries.map((s) => [s.id, s]));
      this.enabledBySku = new Map(summaries.filter((s) => s.status === 1).map((s) => [s.sku, s.id]));
    } else {
      for (const s of await this.catalog.stockLevels()) {
        const summary = this.byId.get(s.product_id);
        if (summary) {
          summary.qty = s.qty;
          summary.is_in_stock = s.is_in_stock === 1;
        }
      }
    }
    this.version = version;
    this.stockVersion = stockVersion;
  }
}

const shared = new WeakMap<CatalogRepository, SummaryCache>();

/** One summary cache per repository (one per reader), shared by the catalogue and the search. */
export function sharedSummaries(catalog: CatalogRepository): SummaryCache {
  let cache = shared.get(catalog);
  if (!cache) {
    cache = new SummaryCache(catalog);
    shared.set(catalog, cache);
  }
  return cache;
}
