import { sql, type RawBuilder } from 'kysely';
import { sharedAfterArrival } from '../db/shared-read.ts';
import { foldAscii, leadingNumber } from '../db/portable.ts';
import type { Engine, Executor } from '../db/store.ts';
import { badRequest } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import { DICTIONARIES } from './dictionaries.ts';
import { catalogMessage } from './messages.ts';
import type { CompiledWhere, FieldDef, SearchCriteria } from './search-criteria.ts';
import type { Zone } from './shipping.ts';

/** What moves the readers' caches: products and categories, stock, order lines (triggers bump them). */
export interface CatalogVersions {
  version: number;
  stockVersion: number;
  salesVersion: number;
}

/** A product row as stored (its JSON columns still text). */
export interface ProductRecord {
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
  popularity: number;
}

/** What the in-memory snapshot (`snapshot.ts`) is made of: every product with its stock figures. */
export interface SummaryRecord {
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
  updated_at: string;
  popularity: number;
  attributes: string;
  attributes_fr: string;
  attributes_en: string;
  qty: number | null;
  is_in_stock: number | null;
}

export interface CategoryLink {
  product_id: number;
  category_id: number;
  position: number;
}

export interface StockLevel {
  product_id: number;
  qty: number;
  is_in_stock: number;
}

export interface CategoryRecord {
  id: number;
  parent_id: number | null;
  name_fr: string;
  name_en: string;
  url_key: string;
  position: number;
  level: number;
  is_active: number;
  include_in_menu: number;
  created_at: string;
}

export interface TownRecord {
  id: number;
  name: string;
  has_agency: number;
  /** One of the zones the migration's CHECK allows. */
  zone: Zone;
}

/** The product a shipping estimate is for, with its stock overall and in the town. */
export interface ShippableProduct {
  id: number;
  sku: string;
  type_id: string;
  attributes: string;
  qty: number | null;
  is_in_stock: number | null;
  town_qty: number | null;
}

/** A page of product ids and the number of products the criteria match. */
export interface IdPage {
  ids: number[];
  total: number;
}

/** An ORDER BY over whitelisted pieces (`compileProductOrder`); values travel as parameters. */
export interface OrderClause {
  sql: string;
  params: (string | number)[];
  joins: string;
}

export interface CatalogRepository {
  /** What the database speaks: the SQL of `productField` and `compileProductOrder` depends on it. */
  readonly engine: Engine;
  versions(): Promise<CatalogVersions>;
  /** Every product with its stock row's figures (null without one), by id. */
  summaryRecords(): Promise<SummaryRecord[]>;
  /** Every product's category links, by product then category. */
  categoryLinks(): Promise<CategoryLink[]>;
  stockLevels(): Promise<StockLevel[]>;
  /** Units ordered per (parent) product. */
  unitsSold(): Promise<{ id: number; sold: number }[]>;
  products(ids: number[]): Promise<ProductRecord[]>;
  categoryLinksOf(ids: number[]): Promise<CategoryLink[]>;
  stockOf(ids: number[]): Promise<StockLevel[]>;
  /** Stock per town of each product, largest first. */
  townStockOf(ids: number[]): Promise<{ product_id: number; town_id: number; qty: number }[]>;
  /** One product's stock in one town (undefined without a row). */
  townStock(productId: number, townId: number): Promise<number | undefined>;
  /** Agency towns first, then by name. */
  towns(): Promise<TownRecord[]>;
  /** Every quarter by name, or a town's. */
  quarters(townId?: number): Promise<{ id: number; town_id: number; name: string }[]>;
  optionOrder(): Promise<{ option_id: number; sort_order: number }[]>;
  productCount(): Promise<number>;
  enabledIds(): Promise<number[]>;
  /** An enabled product by sku, with its stock and its stock in `townId`. */
  shippable(sku: string, townId: number): Promise<ShippableProduct | undefined>;
  categories(): Promise<CategoryRecord[]>;
  /** Links of enabled products shown in the catalogue (visibility 2 or 4): the categories' product counts. */
  listedLinks(): Promise<{ category_id: number; product_id: number }[]>;
  /**
   * The products matching `where` (from `compileWhere` over `productField`), less `hidden`: with
   * `order`, one page of them in that order and their total; without, all of them in no order.
   */
  productIds(where: CompiledWhere, hidden: number[], order?: { clause: OrderClause; limit: number; offset: number }): Promise<IdPage>;
}

/** Custom attributes that can be filtered on (JSON paths are built from this list only). */
const FILTERABLE_ATTRIBUTES = [
  ...DICTIONARIES.map((d) => d.code),
  'marque', 'special_price', 'special_from_date', 'special_to_date', 'hide_price', 'is_gt_global', 'is_second_hand',
  'is_free_shipping', 'has_guarantie_sur_sur', 'guarantie_sur_sur_value', 'is_black_friday', 'is_crazy_hours', 'is_crazy_day',
  'precommandeblackfriday', 'is_on_flash_sale', 'flash_sale_qty', 'flash_sale_start', 'flash_sale_end', 'seller', 'fournisseur',
  'shipping_class', 'decouvert',
];
const LOCALIZED_ATTRIBUTES = ['description', 'short_description', 'meta_title', 'meta_keyword', 'meta_description'];

/** A JSON attribute of a text column, in the engine's words (the key comes from the whitelists above). */
const jsonText = (engine: Engine, column: string, key: string) =>
  engine === 'postgres' ? `(CAST(${column} AS jsonb) ->> '${key}')` : `json_extract(${column}, '$.${key}')`;

/** The product fields the searchCriteria grammar may filter on, as SQL over `products p`. */
export function productField(locale: Locale, engine: Engine = 'sqlite'): (field: string) => FieldDef | undefined {
  const fixed: Record<string, FieldDef> = {
    entity_id: { sql: 'p.id', type: 'int' },
    id: { sql: 'p.id', type: 'int' },
    sku: { sql: 'p.sku', type: 'text' },
    name: { sql: `p.name_${locale}`, type: 'text' },
    price: { sql: 'p.price', type: 'number' },
    status: { sql: 'p.status', type: 'int' },
    visibility: { sql: 'p.visibility', type: 'int' },
    type_id: { sql: 'p.type_id', type: 'text' },
    attribute_set_id: { sql: 'p.attribute_set_id', type: 'int' },
    created_at: { sql: 'p.created_at', type: 'date' },
    updated_at: { sql: 'p.updated_at', type: 'date' },
    url_key: { sql: 'p.url_key', type: 'text' },
    weight: { sql: 'p.weight', type: 'number' },
    category_id: { sql: 'SELECT product_id FROM product_categories WHERE category_id', type: 'int', membership: true },
    category_ids: { sql: 'SELECT product_id FROM product_categories WHERE category_id', type: 'int', membership: true },
    quantity: { sql: '(SELECT qty FROM stock WHERE product_id = p.id)', type: 'number' },
    qty: { sql: '(SELECT qty FROM stock WHERE product_id = p.id)', type: 'number' },
    is_in_stock: { sql: '(SELECT is_in_stock FROM stock WHERE product_id = p.id)', type: 'int' },
  };
  return (field) => {
    // Own properties only: a field named `__proto__` or `toString` must be "unknown", not Object's.
    const def = Object.hasOwn(fixed, field) ? fixed[field] : undefined;
    if (def) return def;
    if (FILTERABLE_ATTRIBUTES.includes(field)) return { sql: jsonText(engine, 'p.attributes', field), type: 'text' };
    if (LOCALIZED_ATTRIBUTES.includes(field)) return { sql: jsonText(engine, `p.attributes_${locale}`, field), type: 'text' };
    return undefined;
  };
}

/** Sorts `compileProductOrder` knows; the price is not one of them (the listing sorts it in memory). */
export function compileProductOrder(criteria: SearchCriteria, locale: Locale, engine: Engine = 'sqlite'): OrderClause {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  let joins = '';
  // "position" means the merchandising order inside the category being listed.
  const categoryFilter = criteria.filterGroups
    .flat()
    .find((f) => (f.field === 'category_id' || f.field === 'category_ids') && (f.conditionType === 'eq' || f.conditionType === 'in'));
  for (const { field, direction } of criteria.sortOrders) {
    switch (field) {
      case 'created_at':
      case 'updated_at':
      case 'sku':
      case 'visibility':
      case 'type_id':
        parts.push(`p.${field} ${direction}`);
        break;
      case 'entity_id':
      case 'id':
        parts.push(`p.id ${direction}`);
        break;
      case 'name':
      case 'product_name':
        // ASCII folded only, on both engines, as the listing index's `nocase` does.
        parts.push(`${foldAscii(engine, `p.name_${locale}`)} ${direction}`);
        break;
      case 'quantity':
      case 'qty':
        parts.push(`(SELECT qty FROM stock WHERE product_id = p.id) ${direction}`);
        break;
      case 'special_price':
        parts.push(`${leadingNumber(engine, jsonText(engine, 'p.attributes', 'special_price'))} ${direction}`);
        break;
      case 'best_sellers':
      case 'bestsellers':
        joins ||= ' LEFT JOIN (SELECT parent_product_id AS sold_id, SUM(qty_ordered) AS sold FROM order_items GROUP BY parent_product_id) sales ON sales.sold_id = p.id';
        parts.push(`(p.popularity + COALESCE(sales.sold, 0)) ${direction}`);
        break;
      case 'position': {
        const categoryId = categoryFilter ? Number(categoryFilter.value.split(',')[0]) : NaN;
        if (Number.isInteger(categoryId)) {
          parts.push(`(SELECT MIN(position) FROM product_categories WHERE product_id = p.id AND category_id = ?) ${direction}`);
          params.push(categoryId);
        } else {
          parts.push(`p.id ${direction}`);
        }
        break;
      }
      default:
        throw badRequest(catalogMessage('unknown_sort_field'), { field: field.slice(0, 80) });
    }
  }
  // NULLs first ascending, last descending, on either engine (PostgreSQL's default is the reverse).
  if (engine === 'postgres') for (let i = 0; i < parts.length; i++) parts[i] += parts[i]!.endsWith('ASC') ? ' NULLS FIRST' : ' NULLS LAST';
  parts.push('p.id ASC');
  return { sql: parts.join(', '), params, joins };
}

/** SQL text with `?` placeholders (from the whitelisted compilers above) and its values, as Kysely SQL. */
function fragment(text: string, params: readonly (string | number)[]): RawBuilder<unknown> {
  const parts = text.split('?');
  if (parts.length !== params.length + 1) throw new Error('placeholders and values do not match');
  return sql(Object.assign(parts, { raw: parts }), ...params);
}

export function catalogRepository(db: Executor, engine: Engine = 'sqlite'): CatalogRepository {
  // Every catalogue read reads the versions first: concurrent reads share one query (sharedAfterArrival).
  const versions = sharedAfterArrival(async () => {
    // The sums of the slots (one row on SQLite, 16 on PostgreSQL: 085_version_slots.pg.sql).
    const row = await db
      .selectFrom('catalog_version')
      .select((eb) => [eb.fn.sum('version').as('version'), eb.fn.sum('stock_version').as('stock_version'), eb.fn.sum('sales_version').as('sales_version')])
      .executeTakeFirst();
    return { version: Number(row?.version ?? 0), stockVersion: Number(row?.stock_version ?? 0), salesVersion: Number(row?.sales_version ?? 0) };
  });
  return {
    engine,

    versions,

    summaryRecords() {
      return db
        .selectFrom('products as p')
        .leftJoin('stock as s', 's.product_id', 'p.id')
        .select([
          'p.id', 'p.sku', 'p.type_id', 'p.status', 'p.visibility', 'p.name_fr', 'p.name_en', 'p.url_key', 'p.price', 'p.created_at', 'p.updated_at',
          'p.popularity', 'p.attributes', 'p.attributes_fr', 'p.attributes_en', 's.qty', 's.is_in_stock',
        ])
        .orderBy('p.id')
        .execute();
    },

    categoryLinks() {
      return db.selectFrom('product_categories').select(['product_id', 'category_id', 'position']).orderBy('product_id').orderBy('category_id').execute();
    },

    stockLevels() {
      return db.selectFrom('stock').select(['product_id', 'qty', 'is_in_stock']).execute();
    },

    async unitsSold() {
      const rows = await db
        .selectFrom('order_items')
        .select((eb) => ['parent_product_id as id', eb.fn.sum<number>('qty_ordered').as('sold')])
        .groupBy('parent_product_id')
        .execute();
      return rows.map((r) => ({ id: r.id, sold: Number(r.sold) }));
    },

    async products(ids) {
      if (!ids.length) return [];
      return db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
    },

    async categoryLinksOf(ids) {
      if (!ids.length) return [];
      return db
        .selectFrom('product_categories')
        .select(['product_id', 'category_id', 'position'])
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('category_id')
        .execute();
    },

    async stockOf(ids) {
      if (!ids.length) return [];
      return db.selectFrom('stock').select(['product_id', 'qty', 'is_in_stock']).where('product_id', 'in', ids).execute();
    },

    async townStockOf(ids) {
      if (!ids.length) return [];
      return db
        .selectFrom('stock_by_town')
        .select(['product_id', 'town_id', 'qty'])
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('qty', 'desc')
        .orderBy('town_id')
        .execute();
    },

    async townStock(productId, townId) {
      const row = await db.selectFrom('stock_by_town').select('qty').where('product_id', '=', productId).where('town_id', '=', townId).executeTakeFirst();
      return row?.qty;
    },

    towns() {
      return db.selectFrom('towns').select(['id', 'name', 'has_agency', 'zone']).orderBy('has_agency', 'desc').orderBy('name').$castTo<TownRecord>().execute();
    },

    quarters(townId) {
      let query = db.selectFrom('quarters').select(['id', 'town_id', 'name']);
      if (townId !== undefined) query = query.where('town_id', '=', townId);
      return query.orderBy('name').execute();
    },

    optionOrder() {
      return db.selectFrom('attribute_options').select(['option_id', 'sort_order']).execute();
    },

    async productCount() {
      const row = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async enabledIds() {
      const rows = await db.selectFrom('products').select('id').where('status', '=', 1).orderBy('id').execute();
      return rows.map((r) => r.id);
    },

    shippable(sku, townId) {
      return db
        .selectFrom('products as p')
        .leftJoin('stock as s', 's.product_id', 'p.id')
        .leftJoin('stock_by_town as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.town_id', '=', townId))
        .select(['p.id', 'p.sku', 'p.type_id', 'p.attributes', 's.qty', 's.is_in_stock', 't.qty as town_qty'])
        .where('p.sku', '=', sku)
        .where('p.status', '=', 1)
        .executeTakeFirst();
    },

    categories() {
      // The root (no parent) first on either engine: PostgreSQL puts NULLs last.
      return db.selectFrom('categories').selectAll().orderBy(sql`coalesce(parent_id, 0)`).orderBy('position').orderBy('id').execute();
    },

    listedLinks() {
      return db
        .selectFrom('product_categories as pc')
        .innerJoin('products as p', 'p.id', 'pc.product_id')
        .select(['pc.category_id', 'pc.product_id'])
        .where('p.status', '=', 1)
        .where('p.visibility', 'in', [2, 4])
        .execute();
    },

    async productIds(where, hidden, order) {
      const kept = sql`(${fragment(where.sql, where.params)})${hidden.length ? sql` AND p.id NOT IN (${sql.join(hidden)})` : sql``}`;
      if (!order) {
        const { rows } = await sql<{ id: number }>`SELECT p.id FROM products p WHERE ${kept}`.execute(db);
        return { ids: rows.map((r) => r.id), total: rows.length };
      }
      const { clause, limit, offset } = order;
      // One scan gives the page and the total; only a page past the end needs a count of its own.
      const { rows } = await sql<{ id: number; total: number }>`SELECT p.id, count(*) OVER () AS total FROM products p${sql.raw(clause.joins)} WHERE ${kept} ORDER BY ${fragment(clause.sql, clause.params)} LIMIT ${limit} OFFSET ${offset}`.execute(db);
      if (rows.length) return { ids: rows.map((r) => r.id), total: Number(rows[0]!.total) };
      const { rows: counted } = await sql<{ n: number }>`SELECT count(*) AS n FROM products p WHERE ${kept}`.execute(db);
      return { ids: [], total: Number(counted[0]?.n ?? 0) };
    },
  };
}
