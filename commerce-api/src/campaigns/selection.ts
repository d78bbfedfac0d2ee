import type { AppContext } from '../context.ts';
import { PRODUCT_COLUMNS, attributesOf, priceOf, type ProductRow } from '../carts/pricing.ts';
import type { Campaign, Selection } from './model.ts';
import { percentOff } from '@shop/shared/contracts/pricing';
import type { CampaignProduct, CampaignProductPage as ProductPage } from '@shop/shared/contracts/wire';

export interface ListOptions {
  sort?: Campaign['sort'];
  /** Only this category (and its sub-categories). */
  category?: number;
}

export const PAGE_SIZE = 24;

interface Row extends ProductRow {
  name_fr: string;
  name_en: string;
  url_key: string;
  media: string;
  popularity: number;
  created_at: string;
}


/** The price rules of the selection that SQL cannot check: the price cap and the discount cap. */
export function withinCaps(selection: Pick<Selection, 'max_price' | 'max_percent_off'>, product: { final: number; percent_off: number }): boolean {
  if (selection.max_price !== undefined && product.final > selection.max_price) return false;
  if (selection.max_percent_off !== undefined && product.percent_off > selection.max_percent_off) return false;
  return true;
}

type Sortable = CampaignProduct & { final: number; popularity: number; created_at: string };

export function sortProducts(items: Sortable[], sort: Campaign['sort']): Sortable[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const key: Record<Campaign['sort']['field'], (a: Sortable, b: Sortable) => number> = {
    best_sellers: (a, b) => a.popularity - b.popularity,
    new: (a, b) => a.created_at.localeCompare(b.created_at),
    price: (a, b) => a.final - b.final,
    product_name: (a, b) => a.name.localeCompare(b.name, 'fr'),
    percent_off: (a, b) => a.percent_off - b.percent_off,
  };
  // The sku breaks ties so that pages never overlap or skip a product.
  return items.toSorted((a, b) => sign * key[sort.field](a, b) || a.sku.localeCompare(b.sku));
}

function firstImage(media: string): string | null {
  try {
    const list = JSON.parse(media) as { file?: string; disabled?: boolean }[];
    return list.find((m) => !m.disabled && m.file)?.file ?? null;
  } catch {
    return null;
  }
}

function flashSaleOf(attributes: Record<string, unknown>, running: boolean, stock: number | null): CampaignProduct['flash_sale'] {
  if (!running) return undefined;
  const qty = Number(attributes['flash_sale_qty'] ?? 0);
  const end = typeof attributes['flash_sale_end'] === 'string' ? attributes['flash_sale_end'] : '';
  const endsAt = /^\d{4}-\d{2}-\d{2}/.test(end) ? new Date(`${end.replace(' ', 'T')}${/[zZ]|[+-]\d{2}:?\d{2}$/.test(end) ? '' : 'Z'}`) : null;
  if (!endsAt || Number.isNaN(endsAt.getTime())) return undefined;
  const left = Math.max(0, Math.min(Number.isFinite(qty) ? qty : 0, stock ?? 0));
  return { qty_left: left, ends_at: endsAt.toISOString() };
}

/**
 * The campaign's products: the selection's categories (sub-categories included), flags (all),
 * brands (any) and skus narrow the enabled, visible catalogue in SQL; the price and discount
 * caps are checked on the price paid now, then the campaign's sort and the page apply.
 */
export function selectProducts(
  ctx: Pick<AppContext, 'db' | 'now'>,
  campaign: Campaign,
  locale: 'fr' | 'en',
  page: number,
  pageSize = PAGE_SIZE,
  options: ListOptions = {},
): ProductPage {
  const { selection } = campaign;
  const where = ['p.status = 1', 'p.visibility IN (2, 4)'];
  const args: unknown[] = [];
  let prefix = '';
  if (selection.categories) {
    prefix = `WITH RECURSIVE cats(id) AS (SELECT value FROM json_each(?) UNION SELECT c.id FROM categories c JOIN cats ON c.parent_id = cats.id) `;
    args.push(JSON.stringify(selection.categories));
    where.push('p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (SELECT id FROM cats))');
  }
  // Flags come from the fixed list of the model, never from raw input, so they are safe in the path.
  for (const flag of selection.flags ?? []) where.push(`json_extract(p.attributes, '$.${flag}') = '1'`);
  if (selection.brands) {
    where.push(`lower(json_extract(p.attributes, '$.marque')) IN (SELECT lower(value) FROM json_each(?))`);
    args.push(JSON.stringify(selection.brands));
  }
  if (selection.skus) {
    where.push('p.sku IN (SELECT value FROM json_each(?))');
    args.push(JSON.stringify(selection.skus));
  }
  const rows = ctx.db
    .prepare(
      `${prefix}SELECT ${PRODUCT_COLUMNS}, p.url_key, p.media, p.popularity, p.created_at
       FROM products p LEFT JOIN stock s ON s.product_id = p.id WHERE ${where.join(' AND ')}`,
    )
    .all(...args) as Row[];
  const now = ctx.now();
  const items: Sortable[] = [];
  for (const row of rows) {
    const pricing = priceOf(row, now);
    const attributes = attributesOf(row);
    const off = percentOff(pricing.original, pricing.final);
    if (!withinCaps(selection, { final: pricing.final, percent_off: off })) continue;
    const flash = flashSaleOf(attributes, pricing.flashSale, row.stock_qty);
    items.push({
      id: row.id,
      sku: row.sku,
      name: locale === 'en' ? row.name_en : row.name_fr,
      url_key: row.url_key,
      price: pricing.original,
      special_price: pricing.special,
      percent_off: off,
      hide_price: pricing.hidden,
      image: firstImage(row.media),
      in_stock: row.is_in_stock === 1 && (row.stock_qty ?? 0) > 0,
      ...(flash ? { flash_sale: flash } : {}),
      final: pricing.final,
      popularity: row.popularity,
      created_at: row.created_at,
    });
  }
  const strip = ({ final: _final, popularity: _p, created_at: _c, ...item }: Sortable): CampaignProduct => item;
  const ids = JSON.stringify(items.map((i) => i.id));
  const categories = (
    ctx.db
      .prepare(
        `SELECT c.id, c.name_fr, c.name_en, count(*) AS n FROM product_categories pc JOIN categories c ON c.id = pc.category_id
         WHERE pc.product_id IN (SELECT value FROM json_each(?)) AND c.level >= 3 AND c.is_active = 1
         GROUP BY c.id ORDER BY n DESC, c.position, c.id LIMIT 12`,
      )
      .all(ids) as { id: number; name_fr: string; name_en: string; n: number }[]
  ).map((c) => ({ id: c.id, name: locale === 'en' ? c.name_en : c.name_fr, count: c.n }));
  let listed = items;
  if (options.category !== undefined) {
    const inCategory = new Set(
      ctx.db
        .prepare(
          `WITH RECURSIVE cats(id) AS (SELECT ? UNION SELECT c.id FROM categories c JOIN cats ON c.parent_id = cats.id)
           SELECT DISTINCT product_id FROM product_categories WHERE category_id IN (SELECT id FROM cats) AND product_id IN (SELECT value FROM json_each(?))`,
        )
        .pluck()
        .all(options.category, ids) as number[],
    );
    listed = items.filter((i) => inCategory.has(i.id));
  }
  const sort = options.sort ?? campaign.sort;
  const sorted = sortProducts(listed, sort);
  const start = (page - 1) * pageSize;
  return {
    items: sorted.slice(start, start + pageSize).map(strip),
    total_count: sorted.length,
    page,
    page_size: pageSize,
    sort,
    categories,
    best_sellers: sortProducts(items, { field: 'best_sellers', direction: 'desc' }).slice(0, 4).map(strip),
  };
}

/** A product a shopper can reach: enabled and visible in the catalogue. */
const LISTED = 'p.status = 1 AND p.visibility IN (2, 4)';

/**
 * The first category, brand or sku of the selection that the catalogue does not have: a typo
 * would otherwise make an empty page (or one product short) that nobody notices. Brands are
 * compared as the page compares them, ignoring case.
 */
export function unknownReference(db: AppContext['db'], selection: Selection): { key: string; field: string; value: string } | null {
  if (selection.categories) {
    const known = new Set(db.prepare('SELECT id FROM categories WHERE id IN (SELECT value FROM json_each(?))').pluck().all(JSON.stringify(selection.categories)) as number[]);
    const missing = selection.categories.filter((id) => !known.has(id));
    if (missing.length > 0) return { key: 'campaign_unknown_category', field: 'selection.categories', value: missing.join(', ') };
  }
  if (selection.brands) {
    const known = new Set(
      db.prepare(`SELECT DISTINCT lower(json_extract(attributes, '$.marque')) FROM products WHERE lower(json_extract(attributes, '$.marque')) IN (SELECT lower(value) FROM json_each(?))`)
        .pluck()
        .all(JSON.stringify(selection.brands)) as string[],
    );
    const missing = selection.brands.filter((b) => !known.has(b.toLowerCase()));
    if (missing.length > 0) return { key: 'campaign_unknown_brand', field: 'selection.brands', value: missing.join(', ') };
  }
  if (selection.skus) {
    const known = new Set(db.prepare('SELECT sku FROM products WHERE sku IN (SELECT value FROM json_each(?))').pluck().all(JSON.stringify(selection.skus)) as string[]);
    const missing = selection.skus.filter((s) => !known.has(s));
    if (missing.length > 0) return { key: 'campaign_unknown_sku', field: 'selection.skus', value: missing.slice(0, 10).join(', ') };
  }
  return null;
}

export interface SelectionChoices {
  categories: { id: number; parent_id: number | null; level: number; name: { fr: string; en: string }; count: number }[];
  brands: { name: string; count: number }[];
  flags: { flag: string; count: number }[];
}

/**
 * What a campaign manager picks from, each with the number of listed products it holds (a
 * category counts its sub-categories' products once each).
 */
export function selectionChoices(db: AppContext['db'], flags: readonly string[]): SelectionChoices {
  const categories = db.prepare('SELECT id, parent_id, level, name_fr, name_en, position FROM categories WHERE is_active = 1 ORDER BY level, position, id').all() as {
    id: number;
    parent_id: number | null;
    level: number;
    name_fr: string;
    name_en: string;
  }[];
  const parent = new Map(categories.map((c) => [c.id, c.parent_id]));
  const members = new Map<number, Set<number>>();
  const links = db.prepare(`SELECT pc.category_id, pc.product_id FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE ${LISTED}`).all() as { category_id: number; product_id: number }[];
  for (const link of links) {
    // Up the tree: a product of "Smartphones" is also one of "Phones & tablets".
    for (let id: number | null | undefined = link.category_id; id != null; id = parent.get(id)) {
      let set = members.get(id);
      if (!set) members.set(id, (set = new Set()));
      set.add(link.product_id);
    }
  }
  const brands = db
    .prepare(`SELECT json_extract(p.attributes, '$.marque') AS name, count(*) AS count FROM products p WHERE ${LISTED} AND json_extract(p.attributes, '$.marque') <> '' GROUP BY lower(json_extract(p.attributes, '$.marque')) ORDER BY count DESC, name`)
    .all() as { name: string; count: number }[];
  const flagCount = (flag: string) => db.prepare(`SELECT count(*) FROM products p WHERE ${LISTED} AND json_extract(p.attributes, '$.${flag}') = '1'`).pluck().get() as number;
  return {
    categories: categories.map((c) => ({ id: c.id, parent_id: c.parent_id, level: c.level, name: { fr: c.name_fr, en: c.name_en }, count: members.get(c.id)?.size ?? 0 })),
    brands,
    // Flags come from the model's fixed list, never from input, so they are safe in the path.
    flags: flags.map((flag) => ({ flag, count: flagCount(flag) })),
  };
}

/** Listed products whose sku starts with, or whose name contains, the text: the editor's product picker. */
export function findProducts(db: AppContext['db'], text: string, limit = 20): { sku: string; name: { fr: string; en: string }; price: number }[] {
  const like = `%${text.replace(/[%_\\]/g, '\\$&')}%`;
  const prefix = `${text.replace(/[%_\\]/g, '\\$&')}%`;
  return (
    db
      .prepare(
        `SELECT p.sku, p.name_fr, p.name_en, p.price FROM products p WHERE ${LISTED}
         AND (p.sku LIKE ? ESCAPE '\\' OR p.name_fr LIKE ? ESCAPE '\\' OR p.name_en LIKE ? ESCAPE '\\')
         ORDER BY p.sku LIKE ? ESCAPE '\\' DESC, p.popularity DESC, p.sku LIMIT ?`,
      )
      .all(prefix, like, like, prefix, limit) as { sku: string; name_fr: string; name_en: string; price: number }[]
  ).map((r) => ({ sku: r.sku, name: { fr: r.name_fr, en: r.name_en }, price: r.price }));
}

/** The chosen skus with their names, for an edited campaign's picker. */
export function productsBySku(db: AppContext['db'], skus: readonly string[]): { sku: string; name: { fr: string; en: string }; price: number }[] {
  return (
    db.prepare('SELECT sku, name_fr, name_en, price FROM products WHERE sku IN (SELECT value FROM json_each(?)) ORDER BY sku').all(JSON.stringify(skus)) as {
      sku: string;
      name_fr: string;
      name_en: string;
      price: number;
    }[]
  ).map((r) => ({ sku: r.sku, name: { fr: r.name_fr, en: r.name_en }, price: r.price }));
}
