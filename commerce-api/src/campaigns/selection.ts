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
