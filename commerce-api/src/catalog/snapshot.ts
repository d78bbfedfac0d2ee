import type { Db } from '../db/database.ts';

/** Light, language-neutral view of one product, for search, facets and the Magento search endpoint. */
export interface ProductSummary {
  id: number;
  sku: string;
  type_id: string;
  status: number;
  visibility: number;
  name_fr: string;
  name_en: string;
  url_key: string;
  price: number;
  created_at: string;
  popularity: number;
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

export function loadSummaries(db: Db): ProductSummary[] {
  const rows = db
    .prepare(
      `SELECT p.id, p.sku, p.type_id, p.status, p.visibility, p.name_fr, p.name_en, p.url_key, p.price, p.created_at,
              p.popularity, p.attributes, p.attributes_fr, p.attributes_en, s.qty, s.is_in_stock
       FROM products p LEFT JOIN stock s ON s.product_id = p.id ORDER BY p.id`,
    )
    .all() as (Omit<ProductSummary, 'attributes' | 'short_fr' | 'short_en' | 'description_fr' | 'description_en' | 'category_ids' | 'is_in_stock'> & {
    attributes: string;
    attributes_fr: string;
    attributes_en: string;
    is_in_stock: number | null;
  })[];
  const categories = new Map<number, number[]>();
  for (const link of db.prepare('SELECT product_id, category_id FROM product_categories ORDER BY product_id, category_id').all() as { product_id: number; category_id: number }[]) {
    const list = categories.get(link.product_id) ?? [];
    list.push(link.category_id);
    categories.set(link.product_id, list);
  }
  return rows.map((r) => {
    const fr = parse(r.attributes_fr);
    const en = parse(r.attributes_en);
    return {
      id: r.id,
      sku: r.sku,
      type_id: r.type_id,
      status: r.status,
      visibility: r.visibility,
      name_fr: r.name_fr,
      name_en: r.name_en,
      url_key: r.url_key,
      price: r.price,
      created_at: r.created_at,
      popularity: r.popularity,
      attributes: parse(r.attributes),
      short_fr: strip(fr['short_description']),
      short_en: strip(en['short_description']),
      description_fr: strip(fr['description']).slice(0, 600),
      description_en: strip(en['description']).slice(0, 600),
      category_ids: categories.get(r.id) ?? [],
      qty: r.qty ?? 0,
      is_in_stock: (r.is_in_stock ?? 0) === 1,
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
 * `catalog_final_price(price, type_id, attributes, now_ms)` in SQL: the listing's price sort orders
 * by what the shopper is shown, with the same rule as `finalPrice`.
 */
export function registerFinalPriceFunction(db: Db): void {
  db.function('catalog_final_price', { deterministic: true }, (price: unknown, type: unknown, attributes: unknown, now: unknown) => {
    let parsed: Record<string, string> = {};
    try {
      const value = JSON.parse(String(attributes)) as unknown;
      if (value && typeof value === 'object') parsed = value as Record<string, string>;
    } catch {
      // unreadable attributes: no special price
    }
    return finalPrice({ price: Number(price), type_id: String(type), attributes: parsed }, Number(now)).final;
  });
}

/**
 * Shared cache of summaries. Product data is re-read when `catalog_version.version` moves; stock
 * figures alone are refreshed in place when `stock_version` moves (every order), which is cheap.
 */
export class SummaryCache {
  private version = -1;
  private stockVersion = -1;
  private summaries: ProductSummary[] = [];
  private byId = new Map<number, ProductSummary>();
  private readonly versionStmt;
  private readonly stockStmt;

  constructor(private readonly db: Db) {
    this.versionStmt = db.prepare('SELECT version, stock_version FROM catalog_version WHERE id = 1');
    this.stockStmt = db.prepare('SELECT product_id, qty, is_in_stock FROM stock');
  }

  get(): { version: number; stockVersion: number; summaries: ProductSummary[]; byId: Map<number, ProductSummary> } {
    const row = this.versionStmt.get() as { version: number; stock_version: number } | undefined;
    const version = row?.version ?? 0;
    const stockVersion = row?.stock_version ?? 0;
    if (version !== this.version) {
      this.summaries = loadSummaries(this.db);
      this.byId = new Map(this.summaries.map((s) => [s.id, s]));
      this.version = version;
      this.stockVersion = stockVersion;
    } else if (stockVersion !== this.stockVersion) {
      for (const s of this.stockStmt.all() as { product_id: number; qty: number; is_in_stock: number }[]) {
        const summary = this.byId.get(s.product_id);
        if (summary) {
          summary.qty = s.qty;
          summary.is_in_stock = s.is_in_stock === 1;
        }
      }
      this.stockVersion = stockVersion;
    }
    return { version: this.version, stockVersion: this.stockVersion, summaries: this.summaries, byId: this.byId };
  }
}

const shared = new WeakMap<Db, SummaryCache>();

/** One summary cache per database, shared by the catalogue and the search. */
export function sharedSummaries(db: Db): SummaryCache {
  let cache = shared.get(db);
  if (!cache) {
    cache = new SummaryCache(db);
    shared.set(db, cache);
  }
  return cache;
}
