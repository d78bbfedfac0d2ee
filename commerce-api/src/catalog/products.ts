import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database.ts';
import type { Locale } from '../http/locale.ts';
import type { StoredExtension, StoredMedia } from '../seed/catalog.ts';
import { DICTIONARIES, optionLabel } from '../seed/dictionaries.ts';
import { applyFields, type FieldTree } from './fields.ts';

interface ProductRecord {
  id: number;
  sku: string;
  type_id: string;
  attribute_set_id: number;
  name_fr: string;
  name_en: string;
  url_key: string;
  price: number;
  status: number;
  visibility: number;
  weight: number | null;
  created_at: string;
  updated_at: string;
  attributes: string;
  attributes_fr: string;
  attributes_en: string;
  extension: string;
  media: string;
  qty: number | null;
  is_in_stock: number | null;
}

export interface MagentoProduct {
  id: number;
  sku: string;
  name: string;
  attribute_set_id: number;
  price: number;
  status: number;
  visibility: number;
  type_id: string;
  created_at: string;
  updated_at: string;
  weight?: number;
  extension_attributes: Record<string, unknown>;
  product_links: unknown[];
  options: unknown[];
  media_gallery_entries: unknown[];
  tier_prices: unknown[];
  custom_attributes: { attribute_code: string; value: unknown }[];
}

const parse = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

const ATTRIBUTE_IDS = new Map(DICTIONARIES.map((d) => [d.code, d]));
/** Keys of `products.attributes` that are internal to the seed, not Magento attributes. */
const INTERNAL = (key: string) => key.startsWith('_');

/**
 * Renders products in Magento's `catalog-data-product-interface` shape and keeps the rendered
 * JSON per locale in memory. The cache is dropped whenever `catalog_version` moves (triggers
 * bump it on every product, stock or category write), so stock figures are never stale.
 */
export class ProductCatalog {
  private version = '';
  private readonly cache = new Map<string, string>();
  private towns = new Map<number, string>();
  private readonly versionStmt: Statement<[], string>;
  private readonly rowsStmt: Statement<[string], ProductRecord>;
  private readonly categoriesStmt: Statement<[string], { product_id: number; category_id: number; position: number }>;
  private readonly townStockStmt: Statement<[string], { product_id: number; town_id: number; qty: number }>;
  private readonly townsStmt: Statement<[], { id: number; name: string }>;
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly db: Db) {
    this.versionStmt = db.prepare("SELECT version || ':' || stock_version FROM catalog_version WHERE id = 1").pluck() as Statement<[], string>;
    this.rowsStmt = db.prepare(
      `SELECT p.*, s.qty, s.is_in_stock FROM products p LEFT JOIN stock s ON s.product_id = p.id
       WHERE p.id IN (SELECT value FROM json_each(?))`,
    ) as Statement<[string], ProductRecord>;
    this.categoriesStmt = db.prepare(
      `SELECT product_id, category_id, position FROM product_categories
       WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, category_id`,
    ) as Statement<[string], { product_id: number; category_id: number; position: number }>;
    this.townStockStmt = db.prepare(
      `SELECT product_id, town_id, qty FROM stock_by_town
       WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, qty DESC, town_id`,
    ) as Statement<[string], { product_id: number; town_id: number; qty: number }>;
    this.townsStmt = db.prepare('SELECT id, name FROM towns') as Statement<[], { id: number; name: string }>;
  }

  /** Current catalogue and stock version; drops caches when either moved. */
  sync(): string {
    const version = this.versionStmt.get() ?? '';
    if (version !== this.version) {
      this.cache.clear();
      this.towns = new Map(this.townsStmt.all().map((t) => [t.id, t.name]));
      this.version = version;
    }
    return version;
  }

  /** A prepared statement per distinct SQL text (the SQL comes from whitelisted pieces only). */
  statement(sql: string): Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      if (this.statements.size > 2000) this.statements.clear();
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  /** Rendered JSON of each id, in the order given; ids that do not exist are skipped. */
  json(ids: number[], locale: Locale): string[] {
    this.sync();
    const missing = ids.filter((id) => !this.cache.has(`${locale}:${id}`));
    if (missing.length) this.load(missing, locale);
    const out: string[] = [];
    for (const id of ids) {
      const json = this.cache.get(`${locale}:${id}`);
      if (json) out.push(json);
    }
    return out;
  }

  /**
   * Like `json`, with Magento's `fields` filter applied to each product; the filtered JSON is
   * cached too, under the selector's text (`signature`).
   */
  jsonFiltered(ids: number[], locale: Locale, tree: FieldTree, signature: string): string[] {
    const full = this.json(ids, locale);
    return full.map((json, i) => {
      const key = `${locale}|${signature}|${ids[i]}`;
      let filtered = this.cache.get(key);
      if (filtered === undefined) {
        filtered = JSON.stringify(applyFields(JSON.parse(json), tree));
        if (this.cache.size > 30_000) this.cache.clear();
        this.cache.set(key, filtered);
      }
      return filtered;
    });
  }

  product(id: number, locale: Locale): MagentoProduct | undefined {
    const [json] = this.json([id], locale);
    return json ? (JSON.parse(json) as MagentoProduct) : undefined;
  }

  private load(ids: number[], locale: Locale): void {
    const key = JSON.stringify(ids);
    const categories = new Map<number, { category_id: number; position: number }[]>();
    for (const c of this.categoriesStmt.all(key)) {
      const list = categories.get(c.product_id) ?? [];
      list.push(c);
      categories.set(c.product_id, list);
    }
    const towns = new Map<number, { town_id: number; qty: number }[]>();
    for (const t of this.townStockStmt.all(key)) {
      const list = towns.get(t.product_id) ?? [];
      list.push(t);
      towns.set(t.product_id, list);
    }
    if (this.cache.size > 30_000) this.cache.clear();
    for (const row of this.rowsStmt.all(key)) {
      const product = this.render(row, locale, categories.get(row.id) ?? [], towns.get(row.id) ?? []);
      this.cache.set(`${locale}:${row.id}`, JSON.stringify(product));
    }
  }

  private render(
    row: ProductRecord,
    locale: Locale,
    categories: { category_id: number; position: number }[],
    townStock: { town_id: number; qty: number }[],
  ): MagentoProduct {
    const attributes = parse<Record<string, string>>(row.attributes, {});
    const localized = parse<Record<string, string>>(locale === 'fr' ? row.attributes_fr : row.attributes_en, {});
    const extension = parse<StoredExtension>(row.extension, {});
    const media = parse<StoredMedia[]>(row.media, []);
    const name = locale === 'fr' ? row.name_fr : row.name_en;
    const qty = row.qty ?? 0;
    const inStock = (row.is_in_stock ?? 0) === 1 && (qty > 0 || row.type_id === 'configurable' || row.type_id === 'bundle');

    const custom: { attribute_code: string; value: unknown }[] = [];
    for (const [code, value] of Object.entries(attributes)) if (!INTERNAL(code)) custom.push({ attribute_code: code, value });
    for (const [code, value] of Object.entries(localized)) custom.push({ attribute_code: code, value });
    custom.push({ attribute_code: 'category_ids', value: categories.map((c) => String(c.category_id)) });
    custom.push({
      attribute_code: 'stock_distribution',
      value: JSON.stringify(townStock.map((t) => ({ town_id: t.town_id, town: this.towns.get(t.town_id) ?? '', qty: t.qty }))),
    });

    const ext: Record<string, unknown> = {
      website_ids: [1],
      category_links: categories.map((c) => ({ position: c.position, category_id: String(c.category_id) })),
      stock_item: {
        item_id: row.id,
        product_id: row.id,
        stock_id: 1,
        qty,
        is_in_stock: inStock,
        is_qty_decimal: false,
        show_default_notification_message: false,
        use_config_min_qty: true,
        min_qty: 0,
        use_config_min_sale_qty: 1,
        min_sale_qty: 1,
        use_config_max_sale_qty: true,
        max_sale_qty: 10000,
        use_config_backorders: true,
        backorders: 0,
        use_config_notify_stock_qty: true,
        notify_stock_qty: 1,
        use_config_qty_increments: true,
        qty_increments: 0,
        use_config_enable_qty_inc: true,
        enable_qty_increments: false,
        use_config_manage_stock: true,
        manage_stock: row.type_id !== 'virtual',
        low_stock_date: null,
        is_decimal_divided: false,
        stock_status_changed_auto: 0,
      },
    };
    if (extension.configurable_product_options) {
      ext['configurable_product_options'] = extension.configurable_product_options.map((o) => {
        const dictionary = ATTRIBUTE_IDS.get(o.attribute_code);
        return {
          id: o.id,
          attribute_id: String(dictionary?.attributeId ?? 0),
          label: dictionary ? dictionary[locale] : o.attribute_code,
          position: o.position,
          values: o.values.map((value_index) => ({ value_index })),
          product_id: row.id,
        };
      });
      ext['configurable_product_links'] = extension.configurable_product_links ?? [];
    }
    if (extension.bundle_product_options) {
      ext['bundle_product_options'] = extension.bundle_product_options.map((o) => ({
        option_id: o.option_id,
        title: o.title[locale],
        required: o.required,
        type: o.type,
        position: o.position,
        sku: row.sku,
        product_links: o.product_links,
      }));
    }

    return {
      id: row.id,
      sku: row.sku,
      name,
      attribute_set_id: row.attribute_set_id,
      price: row.price,
      status: row.status,
      visibility: row.visibility,
      type_id: row.type_id,
      created_at: row.created_at,
      updated_at: row.updated_at,
      ...(row.weight !== null ? { weight: row.weight } : {}),
      extension_attributes: ext,
      product_links: (extension.product_links ?? []).map((l) => ({ sku: row.sku, ...l })),
      options: (extension.options ?? []).map((o) => ({
        product_sku: row.sku,
        option_id: o.option_id,
        title: o.title[locale],
        type: o.type,
        sort_order: o.sort_order,
        is_require: o.is_require,
        values: o.values.map((v) => ({
          title: v.title[locale],
          sort_order: v.sort_order,
          price: v.price,
          price_type: 'fixed',
          option_type_id: v.option_type_id,
        })),
      })),
      media_gallery_entries: media.map((m) => ({
        id: m.id,
        media_type: 'image',
        label: name,
        position: m.position,
        disabled: m.disabled,
        types: m.types,
        file: m.file,
      })),
      tier_prices: [],
      custom_attributes: custom,
    };
  }
}

/** Label of a select attribute value in the locale (e.g. colour 9301 → "Noir"). */
export function selectLabel(code: string, value: string | undefined, locale: Locale): string | undefined {
  if (value === undefined) return undefined;
  const id = Number(value);
  return Number.isInteger(id) ? optionLabel(code, id, locale) : undefined;
}
