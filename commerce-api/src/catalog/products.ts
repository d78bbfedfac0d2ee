import type { MagentoProduct } from '@shop/shared/contracts/wire';
import type { CatalogRepository, CatalogVersions, ProductRecord } from './repository.ts';
import type { Locale } from '../http/locale.ts';
import { DICTIONARIES, optionLabel } from './dictionaries.ts';
import type { StoredExtension, StoredMedia } from './stored-product.ts';
import { applyFields, parseFields, projectJson, type FieldTree } from './fields.ts';
import { STOREFRONT_LISTING_FIELDS } from '@shop/shared/contracts/wire';

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

// Stock figures move with every order; product texts almost never. Rendered JSON is therefore
// cached with sentinels where the stock goes, and the live figures are spliced in per request.
const SLOT = { qty: '\u0000qty\u0000', inStock: '\u0000in\u0000', distribution: '\u0000dist\u0000' } as const;
const SLOT_PATTERN = /"\\u0000(qty|in|dist)\\u0000"/g;

interface Template {
  parts: string[];
  slots: ('qty' | 'in' | 'dist')[];
  /** Configurable and bundle products are salable whenever their stock row says so. */
  composite: boolean;
}

interface LiveStock {
  qty: number;
  isInStock: boolean;
  distribution: string;
  /** `distribution` as a JSON string's UTF-8 bytes (a byte a character, `asBytes`), once a listing needed them. */
  distributionBytes?: string;
}

function compile(json: string, composite: boolean): Template {
  const parts: string[] = [];
  const slots: Template['slots'] = [];
  let last = 0;
  for (const m of json.matchAll(SLOT_PATTERN)) {
    parts.push(json.slice(last, m.index));
    slots.push(m[1] as Template['slots'][number]);
    last = m.index + m[0].length;
  }
  parts.push(json.slice(last));
  return { parts, slots, composite };
}

function fill(template: Template, stock: LiveStock | undefined): string {
  const qty = stock?.qty ?? 0;
  const inStock = Boolean(stock?.isInStock) && (qty > 0 || template.composite);
  let out = template.parts[0]!;
  template.slots.forEach((slot, i) => {
    out += slot === 'qty' ? String(qty) : slot === 'in' ? String(inStock) : JSON.stringify(stock?.distribution ?? '[]');
    out += template.parts[i + 1]!;
  });
  return out;
}

/**
 * A template's parts as UTF-8 bytes: a listing's answer is assembled from these and compressed as
 * bytes, with no 100 KB string to encode per request. Each part's bytes are held as a string of
 * one character per byte (`asBytes`), copied out as latin1 (the identity on 0–255): a string
 * lives in V8's heap, whereas a Buffer's bytes are memory outside it, whose growth starts a full
 * collection every 64 MB. At 50,000 products a listing renders hundreds of megabytes of these as
 * shoppers meet products for the first time, a full collection of the reader's 1 GB heap every
 * two seconds while it lasted.
 */
interface ByteTemplate {
  parts: string[];
  slots: Template['slots'];
  composite: boolean;
}

/** `text`'s UTF-8 bytes as a string of one character (0–255) per byte. */
const asBytes = (text: string): string => Buffer.from(text).toString('latin1');

function toBytes(template: Template): ByteTemplate {
  return { parts: template.parts.map(asBytes), slots: template.slots, composite: template.composite };
}

const NO_DISTRIBUTION = asBytes(JSON.stringify('[]'));

/** What the storefront's listing selector asks of each item. */
const storefrontItems = parseFields(STOREFRONT_LISTING_FIELDS)!.get('items')!;

/**
 * `fill` as bytes, written into `target` from `at` (or, without a target, only measured): answers
 * where the filled template ends. A listing measures its products, then copies them into one
 * buffer, with no piece of bytes made per part.
 */
function fillBytes(template: ByteTemplate, stock: LiveStock | undefined, target: Buffer | undefined, at: number): number {
  const qty = stock?.qty ?? 0;
  const inStock = Boolean(stock?.isInStock) && (qty > 0 || template.composite);
  for (let i = 0; i < template.parts.length; i++) {
    const part = template.parts[i]!;
    if (target) target.write(part, at, 'latin1');
    at += part.length;
    const slot = template.slots[i];
    if (slot === 'dist') {
      const bytes = stock ? (stock.distributionBytes ??= asBytes(JSON.stringify(stock.distribution))) : NO_DISTRIBUTION;
      if (target) target.write(bytes, at, 'latin1');
      at += bytes.length;
    } else if (slot !== undefined) {
      // A number or a boolean: ASCII, a byte a character.
      const text = slot === 'qty' ? String(qty) : String(inStock);
      if (target) target.write(text, at, 'latin1');
      at += text.length;
    }
  }
  return at;
}

const LOCALES: readonly Locale[] = ['fr', 'en'];

/**
 * Renders products in Magento's `catalog-data-product-interface` shape and keeps the rendered
 * JSON per locale in memory, keyed by `catalog_version.version` (triggers bump it on every
 * product or category write); stock is read live per `stock_version`, so an order never serves
 * stale stock nor forces products to be rendered again.
 */
export class ProductCatalog {
  private version = -1;
  private stockVersion = -1;
  private readonly templates = new Map<string, Template>();
  /** Filtered templates (`jsonFilteredBytes`), by locale, selector and id. */
  private readonly byteTemplates = new Map<string, ByteTemplate>();
  private readonly stock = new Map<number, LiveStock>();
  private towns = new Map<number, string>();
  /** Option id → its place in the attribute's dictionary (`attribute_options.sort_order`). */
  private optionOrder = new Map<number, number>();
  private maxTemplates = 30_000;
  private readonly selectors = new Map<string, number>();
  private nextSelector = 0;
  private maxStock = 20_000;

  constructor(private readonly catalog: CatalogRepository) {}

  /** `version:stock_version` of `versions` (read now when not given), after dropping whatever either change made stale. */
  async sync(versions?: CatalogVersions): Promise<string> {
    const { version, stockVersion } = versions ?? (await this.catalog.versions());
    if (version !== this.version) {
      const [towns, options, products] = await Promise.all([this.catalog.towns(), this.catalog.optionOrder(), this.catalog.productCount()]);
      this.templates.clear();
      this.byteTemplates.clear();
      this.towns = new Map(towns.map((t) => [t.id, t.name]));
      this.optionOrder = new Map(options.map((o) => [o.option_id, o.sort_order]));
      // Room for every product in both locales and a listing's filtered form of each: a bound
      // below the catalogue's size would empty the cache over and over on a large catalogue.
      this.maxTemplates = Math.max(30_000, 4 * products);
      this.maxStock = Math.max(20_000, products + 1000);
      this.version = version;
    }
    if (stockVersion !== this.stockVersion) {
      this.stock.clear();
      this.stockVersion = stockVersion;
    }
    return `${version}:${stockVersion}`;
  }

  /** Rendered JSON of each id, in the order given; ids that do not exist are skipped. */
  async json(ids: number[], locale: Locale): Promise<string[]> {
    return this.filled(ids, await this.templatesFor(ids, locale));
  }

  /**
   * Like `json`, with Magento's `fields` filter applied to each product, as the bytes of the
   * products' JSON separated by commas; the filtered template is cached too (as bytes),
   * under the selector's text (`signature`).
   */
  async jsonFilteredBytes(ids: number[], locale: Locale, tree: FieldTree, signature: string): Promise<Buffer> {
    const full = await this.templatesFor(ids, locale);
    const selector = this.selectorId(signature);
    const filtered = full.map((template) => ({ id: template.id, t: this.byteTemplate(locale, selector, template, tree) }));
    await this.loadStock(ids);
    let length = Math.max(0, filtered.length - 1);
    for (const { id, t } of filtered) length += fillBytes(t, this.stock.get(id), undefined, 0);
    const out = Buffer.allocUnsafe(length);
    let at = 0;
    filtered.forEach(({ id, t }, i) => {
      if (i > 0) out[at++] = 0x2c; // ,
      at = fillBytes(t, this.stock.get(id), out, at);
    });
    return out;
  }

  /** Selectors are long texts: cache keys carry a short number per selector instead. */
  private selectorId(signature: string): number {
    let selector = this.selectors.get(signature);
    if (selector === undefined) {
      if (this.selectors.size > 1000) this.selectors.clear();
      selector = this.nextSelector++;
      this.selectors.set(signature, selector);
    }
    return selector;
  }

  /** A product's JSON under a selector, as bytes with its stock slots (made once per catalogue version). */
  private byteTemplate(locale: Locale, selector: number, template: { id: number; t: Template }, tree: FieldTree): ByteTemplate {
    const key = `${locale}|${selector}|${template.id}`;
    let t = this.byteTemplates.get(key);
    if (!t) {
      // The sentinels are JSON strings, so the unfilled template parses and filters as is.
      const raw = template.t.parts.reduce((out, part, i) => out + part + (i < template.t.slots.length ? `"\\u0000${template.t.slots[i]}\\u0000"` : ''), '');
      t = toBytes(compile(projectJson(raw, tree) ?? JSON.stringify(applyFields(JSON.parse(raw), tree)), template.t.composite));
      if (this.byteTemplates.size > this.maxTemplates) this.byteTemplates.clear();
      this.byteTemplates.set(key, t);
    }
    return t;
  }

  /**
   * Renders every enabled product in both locales, as itself and under the storefront's listing
   * selector, and reads its live stock, a chunk at a time, so the first shoppers after a start do
   * not pay for it. At 50,000 products a listing otherwise met, for minutes, products never
   * rendered under the selector: a tenth of its CPU, and hundreds of megabytes made while
   * shoppers wait. Each chunk runs under `exclusive` (the reader's turn: reads wait for a chunk,
   * not for the whole warm-up, and no read's version change lands half-way through a chunk).
   */
  async warm(exclusive: <T>(work: () => Promise<T>) => Promise<T> = (work) => work(), chunk = 200): Promise<void> {
    const ids = await this.catalog.enabledIds();
    const listing = this.selectorId(STOREFRONT_LISTING_FIELDS);
    for (let from = 0; from < ids.length; from += chunk) {
      const job = ids.slice(from, from + chunk);
      // A turn of the event loop between chunks: reads waiting behind the warm-up are answered.
      await new Promise((resolve) => setImmediate(resolve));
      await exclusive(async () => {
        await this.sync();
        // Both locales from one read of the rows: a cold node's start read each product twice.
        await this.load(job.filter((id) => !this.templates.has(`fr:${id}`) || !this.templates.has(`en:${id}`)), LOCALES);
        for (const locale of LOCALES) for (const template of await this.templatesFor(job, locale)) this.byteTemplate(locale, listing, template, storefrontItems);
        // And their live stock, which a listing would otherwise read product by product.
        await this.loadStock(job);
      });
    }
  }

  async product(id: number, locale: Locale): Promise<MagentoProduct | undefined> {
    const [json] = await this.json([id], locale);
    return json ? (JSON.parse(json) as MagentoProduct) : undefined;
  }

  private remember(key: string, template: Template): void {
    if (this.templates.size > this.maxTemplates) this.templates.clear();
    this.templates.set(key, template);
  }

  /** The callers `sync` first, with the versions their request read (one read of them per request). */
  private async templatesFor(ids: number[], locale: Locale): Promise<{ id: number; t: Template }[]> {
    const missing = ids.filter((id) => !this.templates.has(`${locale}:${id}`));
    if (missing.length) await this.load(missing, [locale]);
    const out: { id: number; t: Template }[] = [];
    for (const id of ids) {
      const t = this.templates.get(`${locale}:${id}`);
      if (t) out.push({ id, t });
    }
    return out;
  }

  private async filled(ids: number[], templates: { id: number; t: Template }[]): Promise<string[]> {
    await this.loadStock(ids);
    return templates.map(({ id, t }) => fill(t, this.stock.get(id)));
  }

  /** Live stock of each id not yet read at this `stock_version`. */
  private async loadStock(ids: number[]): Promise<void> {
    const missing = ids.filter((id) => !this.stock.has(id));
    if (missing.length) {
      const [byTown, levels] = await Promise.all([this.catalog.townStockOf(missing), this.catalog.stockOf(missing)]);
      const towns = new Map<number, { town_id: number; town: string; qty: number }[]>();
      for (const t of byTown) {
        const list = towns.get(t.product_id) ?? [];
        list.push({ town_id: t.town_id, town: this.towns.get(t.town_id) ?? '', qty: t.qty });
        towns.set(t.product_id, list);
      }
      if (this.stock.size > this.maxStock) this.stock.clear();
      for (const s of levels) {
        this.stock.set(s.product_id, { qty: s.qty, isInStock: s.is_in_stock === 1, distribution: JSON.stringify(towns.get(s.product_id) ?? []) });
      }
    }
  }

  /** Renders `ids` in each of `locales` from one read of their rows. */
  private async load(ids: number[], locales: readonly Locale[]): Promise<void> {
    if (!ids.length) return;
    const [links, rows] = await Promise.all([this.catalog.categoryLinksOf(ids), this.catalog.products(ids)]);
    const categories = new Map<number, { category_id: number; position: number }[]>();
    for (const c of links) {
      const list = categories.get(c.product_id) ?? [];
      list.push(c);
      categories.set(c.product_id, list);
    }
    for (const row of rows) {
      for (const locale of locales) {
        const product = this.render(row, locale, categories.get(row.id) ?? []);
        this.remember(`${locale}:${row.id}`, compile(JSON.stringify(product), row.type_id === 'configurable' || row.type_id === 'bundle'));
      }
    }
  }

  /** A product with its stock still sentinels (`SLOT`), hence no `MagentoProduct` until `fill`ed. */
  private render(row: ProductRecord, locale: Locale, categories: { category_id: number; position: number }[]) {
    const attributes = parse<Record<string, string>>(row.attributes, {});
    const localized = parse<Record<string, string>>(locale === 'fr' ? row.attributes_fr : row.attributes_en, {});
    const extension = parse<StoredExtension>(row.extension, {});
    const media = parse<StoredMedia[]>(row.media, []);
    const name = locale === 'fr' ? row.name_fr : row.name_en;

    const custom: { attribute_code: string; value: unknown }[] = [];
    for (const [code, value] of Object.entries(attributes)) if (!INTERNAL(code)) custom.push({ attribute_code: code, value });
    for (const [code, value] of Object.entries(localized)) custom.push({ attribute_code: code, value });
    custom.push({ attribute_code: 'category_ids', value: categories.map((c) => String(c.category_id)) });
    custom.push({ attribute_code: 'stock_distribution', value: SLOT.distribution });

    const ext: Record<string, unknown> = {
      website_ids: [1],
      category_links: categories.map((c) => ({ position: c.position, category_id: String(c.category_id) })),
      stock_item: stockItem(row),
    };
    if (extension.configurable_product_options) {
      ext['configurable_product_options'] = extension.configurable_product_options.map((o) => {
        const dictionary = ATTRIBUTE_IDS.get(o.attribute_code);
        return {
          id: o.id,
          attribute_id: String(dictionary?.attributeId ?? 0),
          label: dictionary ? dictionary[locale] : o.attribute_code,
          position: o.position,
          // In the dictionary's order (S, M, L, XL), as Magento lists an attribute's options.
          values: o.values.toSorted((a, b) => (this.optionOrder.get(a) ?? Infinity) - (this.optionOrder.get(b) ?? Infinity) || a - b).map((value_index) => ({ value_index })),
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
      options: customOptions(row, extension, locale),
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

/** Magento's stock item, its quantity and status left as sentinels (`SLOT`) for `fill`. */
function stockItem(row: ProductRecord) {
  return {
    item_id: row.id,
    product_id: row.id,
    stock_id: 1,
    qty: SLOT.qty,
    is_in_stock: SLOT.inStock,
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
  };
}

/** The product's custom options, with their titles in the locale. */
function customOptions(row: ProductRecord, extension: StoredExtension, locale: Locale) {
  return (extension.options ?? []).map((o) => ({
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
  }));
}

/** Label of a select attribute value in the locale (e.g. colour 9301 → "Noir"). */
export function selectLabel(code: string, value: string | undefined, locale: Locale): string | undefined {
  if (value === undefined) return undefined;
  const id = Number(value);
  return Number.isInteger(id) ? optionLabel(code, id, locale) : undefined;
}
