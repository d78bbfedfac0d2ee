import { sql, type Selectable } from 'kysely';
import { foldAscii, foldAsciiText } from '../db/portable.ts';
import type { Engine, Executor } from '../db/store.ts';
import type { Campaigns } from '../db/tables.ts';
import type { ProductRow } from '../carts/pricing.ts';
import type { Campaign, CampaignKind, Selection, SortField } from './model.ts';

export interface StoredCampaign extends Campaign {
  id: number;
  created_at: string;
  updated_at: string;
}

/** A category as the selection and the pickers walk the tree. */
export interface CategoryNode {
  id: number;
  parent_id: number | null;
  level: number;
  name_fr: string;
  name_en: string;
  position: number;
  is_active: number;
}

/** A listed product with what a campaign page shows and sorts by. */
export interface ListedProductRow extends ProductRow {
  name_fr: string;
  name_en: string;
  url_key: string;
  media: string;
  popularity: number;
  created_at: string;
}

export interface PickedProduct {
  sku: string;
  name_fr: string;
  name_en: string;
  price: number;
}

export interface CampaignsRepository {
  /** The campaign at `slug`, whatever its case (the column ignores case on both engines). */
  find(slug: string): Promise<StoredCampaign | null>;
  /** By start, then slug. */
  list(): Promise<StoredCampaign[]>;
  insert(campaign: Campaign, at: string): Promise<StoredCampaign>;
  update(id: number, campaign: Campaign, at: string): Promise<StoredCampaign>;
  remove(id: number): Promise<void>;
  hasProducts(): Promise<boolean>;
  /**
   * Records a demo set as seeded; false when it already was. Claimed before its campaigns are
   * written, in the same transaction: a second node starting at once waits for the first's
   * claim, then finds it and writes nothing.
   */
  claimSeedSet(name: string, at: string): Promise<boolean>;
  seededSets(): Promise<string[]>;
  /** Every category, active or not, by level, position and id. */
  categoryTree(): Promise<CategoryNode[]>;
  /**
   * The catalogue's versions (its triggers): `products` moves with any product, category or
   * category link write, `stock` with any stock write. A node keeps the listed catalogue in
   * memory until one moves.
   */
  catalogueVersion(): Promise<{ products: number; stock: number }>;
  /** Enabled, visible products, without their stock (`stockLevels`). */
  listedProducts(): Promise<Omit<ListedProductRow, 'stock_qty' | 'is_in_stock'>[]>;
  /** Every product's stock: cheap to read again, as it moves with every order. */
  stockLevels(): Promise<{ product_id: number; qty: number; is_in_stock: number }[]>;
  /** The category links of the listed products. */
  categoryLinks(): Promise<{ category_id: number; product_id: number }[]>;
  /** The JSON attributes of every product, listed or not. */
  productAttributes(): Promise<string[]>;
  knownCategories(ids: readonly number[]): Promise<number[]>;
  knownSkus(skus: readonly string[]): Promise<string[]>;
  /** Listed products whose sku starts with, or whose name contains, the text (case ignored); sku matches first. */
  searchProducts(text: string, limit: number): Promise<PickedProduct[]>;
  productsBySku(skus: readonly string[]): Promise<PickedProduct[]>;
}

function fromRow(row: Selectable<Campaigns>): StoredCampaign {
  let selection: Selection = {};
  try {
    selection = JSON.parse(row.selection) as Selection;
  } catch {
    // written by this module only; an unreadable one selects nothing rather than failing the page
  }
  return {
    id: Number(row.id),
    slug: row.slug,
    kind: (row.kind === 'brand' ? 'brand' : 'campaign') as CampaignKind,
    state: row.state === 'draft' ? 'draft' : 'scheduled',
    title: { fr: row.title_fr, en: row.title_en },
    text: { fr: row.text_fr, en: row.text_en },
    hero_image: row.hero_image,
    colors: { background: row.color_background, text: row.color_text, accent: row.color_accent },
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    selection,
    sort: { field: row.sort_field as SortField, direction: row.sort_direction === 'asc' ? 'asc' : 'desc' },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function columns(c: Campaign) {
  return {
    slug: c.slug,
    title_fr: c.title.fr,
    title_en: c.title.en,
    text_fr: c.text.fr,
    text_en: c.text.en,
    hero_image: c.hero_image,
    color_background: c.colors.background,
    color_text: c.colors.text,
    color_accent: c.colors.accent,
    starts_at: c.starts_at,
    ends_at: c.ends_at,
    selection: JSON.stringify(c.selection),
    sort_field: c.sort.field,
    sort_direction: c.sort.direction,
    kind: c.kind,
    state: c.state,
  };
}

/** A product a shopper can reach: enabled and visible in the catalogue. */
const LISTED_VISIBILITY = [2, 4];

/** `%`, `_` and the escape itself taken literally in a LIKE pattern (`ESCAPE '\'` on both engines). */
const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

export function campaignsRepository(db: Executor, engine: Engine = 'sqlite'): CampaignsRepository {
  /**
   * LIKE ignores case on SQLite only: both sides folded the same way on either engine (ASCII
   * letters, `foldAscii`), so PostgreSQL finds the same products whatever its LC_CTYPE.
   */
  const like = (column: 'p.sku' | 'p.name_fr' | 'p.name_en', pattern: string) =>
    sql<boolean>`${sql.raw(foldAscii(engine, column))} like ${foldAsciiText(pattern)} escape '\\'`;

  const byId = async (id: number) => fromRow(await db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow());

  return {
    async find(slug) {
      const row = await db.selectFrom('campaigns').selectAll().where('slug', '=', slug).executeTakeFirst();
      return row ? fromRow(row) : null;
    },

    async list() {
      return (await db.selectFrom('campaigns').selectAll().orderBy('starts_at').orderBy('slug').execute()).map(fromRow);
    },

    async insert(campaign, at) {
      const { id } = await db
        .insertInto('campaigns')
        .values({ ...columns(campaign), created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return byId(Number(id));
    },

    async update(id, campaign, at) {
      await db
        .updateTable('campaigns')
        .set({ ...columns(campaign), updated_at: at })
        .where('id', '=', id)
        .execute();
      return byId(id);
    },

    async remove(id) {
      await db.deleteFrom('campaigns').where('id', '=', id).execute();
    },

    async hasProducts() {
      return (await db.selectFrom('products').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    async claimSeedSet(name, at) {
      const result = await db
        .insertInto('campaign_seeds')
        .values({ name, seeded_at: at })
        .onConflict((oc) => oc.column('name').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async seededSets() {
      return (await db.selectFrom('campaign_seeds').select('name').execute()).flatMap((r) => (r.name === null ? [] : [r.name]));
    },

    async categoryTree() {
      const rows = await db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'level', 'name_fr', 'name_en', 'position', 'is_active'])
        .orderBy('level')
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows as CategoryNode[];
    },

    async catalogueVersion() {
      // The sums of the slots (one row on SQLite, 16 on PostgreSQL: 085_version_slots.pg.sql).
      const row = await db.selectFrom('catalog_version').select((eb) => [eb.fn.sum('version').as('version'), eb.fn.sum('stock_version').as('stock_version')]).executeTakeFirst();
      return { products: Number(row?.version ?? 0), stock: Number(row?.stock_version ?? 0) };
    },

    async stockLevels() {
      return db.selectFrom('stock').select(['product_id', 'qty', 'is_in_stock']).execute();
    },

    async listedProducts() {
      const rows = await db
        .selectFrom('products as p')
        .select([
          'p.id',
          'p.sku',
          'p.type_id',
          'p.name_fr',
          'p.name_en',
          'p.price',
          'p.status',
          'p.attributes',
          'p.extension',
          'p.url_key',
          'p.media',
          'p.popularity',
          'p.created_at',
        ])
        .where('p.status', '=', 1)
        .where('p.visibility', 'in', LISTED_VISIBILITY)
        .execute();
      // type_id is one of the catalogue's product types, as everywhere ProductRow is read.
      return rows as Omit<ListedProductRow, 'stock_qty' | 'is_in_stock'>[];
    },

    async categoryLinks() {
      return db
        .selectFrom('products as p')
        .innerJoin('product_categories as pc', 'pc.product_id', 'p.id')
        .select(['pc.category_id', 'pc.product_id'])
        .where('p.status', '=', 1)
        .where('p.visibility', 'in', LISTED_VISIBILITY)
        .execute();
    },

    async productAttributes() {
      return (await db.selectFrom('products').select('attributes').execute()).map((r) => r.attributes);
    },

    async knownCategories(ids) {
      if (ids.length === 0) return [];
      return (await db.selectFrom('categories').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
    },

    async knownSkus(skus) {
      if (skus.length === 0) return [];
      return (await db.selectFrom('products').select('sku').where('sku', 'in', skus).execute()).map((r) => r.sku);
    },

    async searchProducts(text, limit) {
      const contains = `%${escapeLike(text)}%`;
      const prefix = `${escapeLike(text)}%`;
      const rows = await db
        .selectFrom('products as p')
        .select(['p.sku', 'p.name_fr', 'p.name_en', 'p.price'])
        .where('p.status', '=', 1)
        .where('p.visibility', 'in', LISTED_VISIBILITY)
        .where((eb) => eb.or([like('p.sku', prefix), like('p.name_fr', contains), like('p.name_en', contains)]))
        .orderBy(sql`case when ${like('p.sku', prefix)} then 0 else 1 end`)
        .orderBy('p.popularity', 'desc')
        .orderBy('p.sku')
        .limit(limit)
        .execute();
      return rows;
    },

    async productsBySku(skus) {
      if (skus.length === 0) return [];
      return db.selectFrom('products').select(['sku', 'name_fr', 'name_en', 'price']).where('sku', 'in', skus).orderBy('sku').execute();
    },
  };
}
