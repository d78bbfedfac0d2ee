import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../test/support/postgres.ts';
import { openDatabase } from '../db/database.ts';
import { migratePostgres } from '../db/migrate.ts';
import { repositories, type Repositories } from '../repositories.ts';
import { postgresStore, sqliteStore, type Store, type Tables } from '../db/store.ts';
import { Prng } from '../seed/prng.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { LocalReader } from '../readers/local.ts';
import type { CatalogueView } from '../prime/hooks.ts';
import { ProductCatalog } from './products.ts';
import { compileProductOrder, productField } from './repository.ts';
import { compileWhere, type Filter, type SearchCriteria } from './search-criteria.ts';

// The catalogue's queries give the same answers on both engines (decision 020): a seeded SQLite
// catalogue is copied into PostgreSQL and every read, and the searchCriteria grammar's filters
// and sorts, are asked of both.

let cluster: PostgresCluster;
const opened: Store[] = [];
let lite: Repositories;
let pg: Repositories;
let pgStore: Store;
const now = new Date('2026-11-21T10:00:00Z');
/** Enough products for every filter to find some, few enough to copy quickly. */
const PRODUCTS = 700;

/** Rows of a table, oldest id first (the copy keeps ids, so both engines hold the same catalogue). */
const COPIED: (keyof Tables)[] = ['towns', 'quarters', 'categories', 'attribute_options', 'products', 'product_categories', 'stock', 'stock_by_town'];

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const source = sqliteStore(openDatabase(':memory:'));
  opened.push(source);
  await seedIfEmpty(source.connection, now);
  // Character classes of C.UTF-8, as a production server may well have: there PostgreSQL's lower()
  // folds 'É', SQLite's does not, and the filters and sorts must still find what SQLite finds.
  await cluster.admin("CREATE DATABASE catalog_utf8 TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'");
  const utf8 = postgresStore(cluster.url('catalog_utf8'));
  pgStore = utf8;
  opened.push(utf8);
  await migratePostgres(utf8.pool);
  for (const table of COPIED) {
    let rows = (await source.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    if (table === 'products') rows = rows.filter((r) => (r['id'] as number) <= PRODUCTS);
    else if ('product_id' in (rows[0] ?? {})) rows = rows.filter((r) => (r['product_id'] as number) <= PRODUCTS);
    for (let i = 0; i < rows.length; i += 500) await pgStore.db.insertInto(table).values(rows.slice(i, i + 500) as never).execute();
  }
  // The SQLite side keeps what was copied, and no orders (the copy has none: best sellers compare).
  source.connection.pragma('foreign_keys = OFF');
  await source.db.deleteFrom('order_items').execute();
  for (const table of ['product_categories', 'stock', 'stock_by_town'] as const) await source.db.deleteFrom(table).where('product_id', '>', PRODUCTS).execute();
  await source.db.deleteFrom('products').where('id', '>', PRODUCTS).execute();
  lite = repositories(source.db, 'sqlite');
  pg = repositories(pgStore.db, 'postgres');
}, 120_000);

afterAll(async () => {
  for (const store of opened) await store.close();
  cluster?.stop();
}, 30_000);

/** An uncompressed answer's JSON text (no Accept-Encoding was sent). */
const text = (answer: { body?: Uint8Array }) => Buffer.from(answer.body!).toString();
const byKey = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).toSorted();

describe('catalogue repository on SQLite and PostgreSQL', () => {
  it('reads the same snapshot, links, stock, towns and categories', { timeout: 60_000 }, async () => {
    expect(await pg.catalog.summaryRecords()).toEqual(await lite.catalog.summaryRecords());
    expect(await pg.catalog.categoryLinks()).toEqual(await lite.catalog.categoryLinks());
    expect(byKey(await pg.catalog.stockLevels())).toEqual(byKey(await lite.catalog.stockLevels()));
    expect(await pg.catalog.towns()).toEqual(await lite.catalog.towns());
    expect(await pg.catalog.quarters(1)).toEqual(await lite.catalog.quarters(1));
    expect(await pg.catalog.categories()).toEqual(await lite.catalog.categories());
    expect(byKey(await pg.catalog.listedLinks())).toEqual(byKey(await lite.catalog.listedLinks()));
    expect(byKey(await pg.catalog.optionOrder())).toEqual(byKey(await lite.catalog.optionOrder()));
    expect(await pg.catalog.productCount()).toBe(PRODUCTS);
    expect(await pg.catalog.enabledIds()).toEqual(await lite.catalog.enabledIds());
    const ids = [3, 17, 250, 699];
    expect(byKey(await pg.catalog.products(ids))).toEqual(byKey(await lite.catalog.products(ids)));
    expect(await pg.catalog.categoryLinksOf(ids)).toEqual(await lite.catalog.categoryLinksOf(ids));
    expect(await pg.catalog.townStockOf(ids)).toEqual(await lite.catalog.townStockOf(ids));
    const [first] = await lite.catalog.products([17]);
    expect(await pg.catalog.shippable(first!.sku, 1)).toEqual(await lite.catalog.shippable(first!.sku, 1));
    // Triggers bump the versions on PostgreSQL too: the copy moved them.
    const versions = await pg.catalog.versions();
    expect(versions.version).toBeGreaterThan(0);
    expect(versions.stockVersion).toBeGreaterThan(0);
  });

  it('finds the same page for the searchCriteria grammar: filters on columns, stock and JSON attributes, every sort', { timeout: 120_000 }, async () => {
    const rng = new Prng(11);
    const filters: Filter[] = [
      { field: 'marque', value: 'Samsung', conditionType: 'eq' },
      { field: 'marque', value: 'samsung%', conditionType: 'like' },
      { field: 'name', value: '%TÉLÉ%', conditionType: 'like' },
      { field: 'name', value: 'é%', conditionType: 'like' },
      // A number compared with text attributes that are not numbers (a 500 on PostgreSQL once).
      { field: 'marque', value: '5', conditionType: 'gt' },
      { field: 'short_description', value: '-1.5e3', conditionType: 'gteq' },
      { field: 'entity_id', value: '%5%', conditionType: 'like' },
      { field: 'sku', value: '%\\', conditionType: 'nlike' },
      { field: 'name', value: '%phone%', conditionType: 'nlike' },
      { field: 'color', value: '9301,9302,9303', conditionType: 'in' },
      { field: 'is_free_shipping', value: '1', conditionType: 'eq' },
      { field: 'special_price', value: '', conditionType: 'notnull' },
      { field: 'special_price', value: '50000', conditionType: 'lt' },
      { field: 'price', value: '100000', conditionType: 'gteq' },
      { field: 'quantity', value: '0', conditionType: 'gt' },
      { field: 'is_in_stock', value: '1', conditionType: 'eq' },
      { field: 'category_id', value: '13,21,31', conditionType: 'in' },
      { field: 'category_ids', value: '12', conditionType: 'neq' },
      { field: 'type_id', value: 'simple', conditionType: 'neq' },
      { field: 'created_at', value: '2026-01-01', conditionType: 'from' },
      { field: 'visibility', value: '2,4', conditionType: 'in' },
      { field: 'sku', value: 'x', conditionType: 'nin' },
      { field: 'short_description', value: '%a%', conditionType: 'like' },
      { field: 'seller', value: '', conditionType: 'null' },
    ];
    const sorts = ['created_at', 'updated_at', 'sku', 'visibility', 'type_id', 'entity_id', 'name', 'quantity', 'special_price', 'best_sellers', 'position'];
    let found = 0;
    for (let i = 0; i < 120; i++) {
      const groups = Array.from({ length: rng.int(0, 2) }, () => (rng.chance(0.3) ? rng.sample(filters, 2) : [rng.pick(filters)]));
      const criteria: SearchCriteria = {
        filterGroups: groups,
        sortOrders: rng.sample(sorts, rng.int(0, 2)).map((field) => ({ field, direction: rng.pick(['ASC', 'DESC'] as const) })),
      };
      const locale = rng.pick(['fr', 'en'] as const);
      const hidden = rng.chance(0.3) ? [3, 17, 250] : [];
      const order = { limit: rng.pick([5, 24]), offset: rng.pick([0, 0, 24, 2000]) };
      const page = async (repos: Repositories) => {
        const { engine } = repos.catalog;
        const where = compileWhere(criteria, productField(locale, engine), engine);
        return repos.catalog.productIds(where, hidden, { clause: compileProductOrder(criteria, locale, engine), ...order });
      };
      const expected = await page(lite);
      expect({ criteria, locale, got: await page(pg) }).toEqual({ criteria, locale, got: expected });
      // Without an order: the same products.
      const all = async (repos: Repositories) => (await repos.catalog.productIds(compileWhere(criteria, productField(locale, repos.catalog.engine), repos.catalog.engine), hidden)).ids.toSorted((a, b) => a - b);
      expect(await all(pg)).toEqual(await all(lite));
      if (expected.total > 0) found++;
    }
    expect(found).toBeGreaterThan(40);
  });

  it('answers lists, products and searches from a reader over PostgreSQL as over SQLite', { timeout: 120_000 }, async () => {
    const view: CatalogueView = { rank: null, hidden: [], offers: [], key: '' };
    const readers = [new LocalReader({ catalog: lite.catalog }, { warmSearch: false }), new LocalReader({ catalog: pg.catalog }, { warmSearch: false })];
    const [first] = await lite.catalog.products([17]);
    for (const url of [
      '/rest/fr/V1/products?searchCriteria[filter_groups][0][filters][0][field]=category_id&searchCriteria[filter_groups][0][filters][0][value]=13&searchCriteria[sortOrders][0][field]=price&searchCriteria[pageSize]=24',
      '/rest/en/V1/products?searchCriteria[filter_groups][0][filters][0][field]=marque&searchCriteria[filter_groups][0][filters][0][value]=samsung%25&searchCriteria[filter_groups][0][filters][0][condition_type]=like&searchCriteria[sortOrders][0][field]=name',
    ]) {
      const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
      const [a, b] = await Promise.all(readers.map((r) => r.read('list', { locale: url.includes('/en/') ? 'en' : 'fr', now: now.getTime(), url, query, view })));
      expect(JSON.parse(text(b!))).toEqual(JSON.parse(text(a!)));
      expect(JSON.parse(text(a!)).total_count).toBeGreaterThan(0);
    }
    const [x, y] = await Promise.all(readers.map((r) => r.read('product', { locale: 'fr', now: now.getTime(), sku: first!.sku, query: {}, view })));
    expect(y).toBe(x);
    const [s, t] = await Promise.all(readers.map((r) => r.read('searchRun', { locale: 'fr', now: now.getTime(), params: { q: 'samsung', limit: 5 } })));
    expect({ ...t!, processingTimeMs: 0 }).toEqual({ ...s!, processingTimeMs: 0 });
  });

  it('renders after a warm-up, in both locales, what it renders product by product without one', { timeout: 120_000 }, async () => {
    const ids = await lite.catalog.enabledIds();
    for (const repos of [lite, pg]) {
      // The warm-up renders both locales from one read of each chunk's rows; a cold catalogue
      // renders each product in the locale asked for.
      const warmed = new ProductCatalog(repos.catalog);
      await warmed.warm(undefined, 150);
      const cold = new ProductCatalog(repos.catalog);
      // Readers sync to the versions before they read (town names come with the sync).
      await cold.sync();
      for (const locale of ['fr', 'en'] as const) expect(await warmed.json(ids, locale)).toEqual(await cold.json(ids, locale));
    }
  });

  it('gives the Meilisearch push\'s lease to one holder at a time, and to another once it lapses', async () => {
    for (const repos of [lite, pg]) {
      const racers = await Promise.all(['a', 'b', 'c', 'd'].map((holder) => repos.search.takeSyncLease(holder, 10_000, 1_000)));
      expect(racers.filter(Boolean)).toHaveLength(1);
      const holder = ['a', 'b', 'c', 'd'][racers.indexOf(true)]!;
      const other = holder === 'a' ? 'b' : 'a';
      expect(await repos.search.takeSyncLease(holder, 20_000, 5_000)).toBe(true);
      expect(await repos.search.takeSyncLease(other, 30_000, 19_999)).toBe(false);
      expect(await repos.search.takeSyncLease(other, 30_000, 20_001)).toBe(true);
      await repos.search.releaseSyncLease(other);
      expect(await repos.search.takeSyncLease(holder, 40_000, 0)).toBe(true);
    }
  });
});
