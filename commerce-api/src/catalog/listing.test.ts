import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { Prng } from '../seed/prng.ts';
import { sqliteReaderData } from '../readers/local.ts';
import { ListingIndex, storedPage, type ListingOptions } from './listing.ts';
import type { CatalogRepository } from './repository.ts';
import type { Filter, SearchCriteria } from './search-criteria.ts';
import { finalPrice, magentoTime, priceEpoch, sharedSummaries } from './snapshot.ts';

const now = new Date('2026-11-21T10:00:00Z');
let db: Db;
let catalog: CatalogRepository;
let listing: ListingIndex;
const sqlPage = (criteria: SearchCriteria, locale: 'fr' | 'en', options: ListingOptions) => storedPage(catalog, listing, criteria, locale, options);
const at = async (options: Omit<ListingOptions, 'versions'>): Promise<ListingOptions> => ({ ...options, versions: await catalog.versions() });

beforeAll(async () => {
  db = openDatabase(':memory:');
  // The whole seed: its orders give the best-seller order units sold.
  await seedIfEmpty(db, now);
  catalog = sqliteReaderData(db).catalog;
  listing = new ListingIndex(sharedSummaries(catalog), catalog);
}, 60_000);
afterAll(() => db.close());

const BRANDS = ['Samsung', 'Tecno', 'LG', 'Hisense', 'Apple', 'Nasco', ' Samsung'];

describe('listing index', () => {
  it('answers category pages exactly as the SQL does: same ids, order and total', { timeout: 60_000 }, async () => {
    const rng = new Prng(7);
    const categories = db.prepare('SELECT DISTINCT category_id FROM product_categories').pluck().all() as number[];
    const hiddenPool = db.prepare('SELECT id FROM products ORDER BY id LIMIT 400').pluck().all() as number[];
    const epoch = `@${priceEpoch((await sharedSummaries(catalog).get()).summaries, now.getTime())}`;
    let fast = 0;
    for (let i = 0; i < 400; i++) {
      const category = rng.chance(0.2) ? `${rng.pick(categories)},${rng.pick(categories)}` : String(rng.pick(categories));
      const filterGroups: Filter[][] = [[{ field: rng.chance(0.5) ? 'category_id' : 'category_ids', value: category, conditionType: category.includes(',') ? 'in' : 'eq' }]];
      if (rng.chance(0.8)) filterGroups.push([{ field: 'visibility', value: rng.pick(['2,4', '4', '1,2,3,4']), conditionType: 'in' }]);
      if (rng.chance(0.8)) filterGroups.push([{ field: 'status', value: rng.pick(['1', '2']), conditionType: 'eq' }]);
      if (rng.chance(0.3)) filterGroups.push([{ field: 'marque', value: rng.pick(BRANDS), conditionType: 'eq' }]);
      if (rng.chance(0.2)) filterGroups.push([{ field: 'marque', value: rng.sample(BRANDS, 2).join(','), conditionType: 'in' }]);
      if (rng.chance(0.3)) filterGroups.push([{ field: 'price', value: String(rng.int(0, 300) * 1000), conditionType: rng.pick(['gteq', 'gt', 'lt', 'lteq', 'from', 'to'] as const) }]);
      if (rng.chance(0.1)) filterGroups.push([{ field: 'type_id', value: rng.pick(['simple', 'configurable,bundle']), conditionType: 'in' }]);
      if (rng.chance(0.1)) filterGroups.push([{ field: 'category_id', value: String(rng.pick(categories)), conditionType: 'eq' }]);
      const sort = rng.chance(0.1) ? [] : [{ field: rng.pick(['created_at', 'price', 'position', 'name', 'entity_id', 'best_sellers']), direction: rng.pick(['ASC', 'DESC'] as const) }];
      const criteria: SearchCriteria = { filterGroups, sortOrders: sort, pageSize: rng.pick([1, 24, 60, 300]), currentPage: 1 + Math.floor(-Math.log2(1 - rng.next())) };
      const locale = rng.pick(['fr', 'en'] as const);
      const options = await at({ now: now.getTime(), epoch, hidden: rng.chance(0.3) ? rng.sample(hiddenPool, 50) : [], pageSize: criteria.pageSize!, page: criteria.currentPage! });
      const got = await listing.page(criteria, locale, options);
      // The criteria ride along, so a difference names the page it was found on.
      expect({ criteria, got }).toEqual({ criteria, got: await sqlPage(criteria, locale, options) });
      if (got!.total > 0) fast++;
    }
    // Most draws found products, so the comparison is not between empty pages.
    expect(fast).toBeGreaterThan(120);
  });

  it('reorders best sellers when order lines are written', async () => {
    const criteria: SearchCriteria = { filterGroups: [[{ field: 'category_id', value: '13', conditionType: 'eq' }]], sortOrders: [{ field: 'best_sellers', direction: 'DESC' }], pageSize: 5 };
    const options = { now: now.getTime(), epoch: '', hidden: [], pageSize: 5, page: 1 };
    const before = (await listing.page(criteria, 'fr', await at(options)))!;
    const last = db.prepare('SELECT p.id FROM products p JOIN product_categories c ON c.product_id = p.id AND c.category_id = 13 ORDER BY p.popularity LIMIT 1').pluck().get() as number;
    expect(before.ids).not.toContain(last);
    const line = db.prepare('SELECT * FROM order_items LIMIT 1').get() as Record<string, unknown>;
    db.prepare('INSERT INTO order_items (order_id, product_id, parent_product_id, sku, name, product_type, original_price, price, qty_ordered, row_total) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      line['order_id'], last, last, 'X', 'X', 'simple', 1, 1, 100_000, 1,
    );
    const after = (await listing.page(criteria, 'fr', await at(options)))!;
    expect(after.ids[0]).toBe(last);
    expect(after).toEqual(await sqlPage(criteria, 'fr', await at(options)));
  });

  it('leaves to SQL what it does not answer the same way', async () => {
    const options = await at({ now: now.getTime(), epoch: '', hidden: [], pageSize: 24, page: 1 });
    const category: Filter = { field: 'category_id', value: '13', conditionType: 'eq' };
    const cases: SearchCriteria[] = [
      { filterGroups: [[category, { field: 'category_id', value: '14', conditionType: 'eq' }]], sortOrders: [] },
      { filterGroups: [[category]], sortOrders: [{ field: 'price', direction: 'ASC' }, { field: 'name', direction: 'ASC' }] },
      { filterGroups: [[category], [{ field: 'quantity', value: '0', conditionType: 'gt' }]], sortOrders: [] },
      { filterGroups: [[{ field: 'status', value: '1', conditionType: 'eq' }]], sortOrders: [] },
    ];
    for (const criteria of cases) expect(await listing.page(criteria, 'fr', options)).toBeUndefined();
  });

  it('sorts by the price the shopper pays at the read\'s clock: a special price moves a product when it starts and ends', async () => {
    const { summaries } = await sharedSummaries(catalog).get();
    // A product of a category whose special price starts in the future (seeded around today).
    const product = summaries.find((p) => {
      const from = magentoTime(p.attributes['special_from_date']);
      return p.status === 1 && p.category_ids.length > 0 && from > now.getTime() && finalPrice(p, from + 1).final < p.price;
    })!;
    expect(product).toBeDefined();
    const starts = magentoTime(product.attributes['special_from_date']);
    const ends = magentoTime(product.attributes['special_to_date']);
    const category: Filter = { field: 'category_id', value: String(product.category_ids[0]), conditionType: 'eq' };
    const byPrice: SearchCriteria = { filterGroups: [[category]], sortOrders: [{ field: 'price', direction: 'ASC' }] };
    // Two sorts: the index leaves these to the database, which finds them, and the snapshot orders them.
    const byPriceThenName: SearchCriteria = { filterGroups: [[category]], sortOrders: [{ field: 'price', direction: 'ASC' }, { field: 'name', direction: 'ASC' }] };
    const placeAt = async (clock: number, criteria: SearchCriteria) => {
      const options = await at({ now: clock, epoch: `@${priceEpoch(summaries, clock)}`, hidden: [], pageSize: 300, page: 1 });
      const page = criteria === byPrice ? (await listing.page(criteria, 'fr', options))! : await sqlPage(criteria, 'fr', options);
      const prices = page.ids.map((id) => finalPrice(summaries.find((p) => p.id === id)!, clock).final);
      // Ascending at that clock, whichever way the page was found.
      expect(prices).toEqual(prices.toSorted((a, b) => a - b));
      return page.ids.indexOf(product.id);
    };
    for (const criteria of [byPrice, byPriceThenName]) {
      const before = await placeAt(starts - 1, criteria);
      const during = await placeAt(starts + 1, criteria);
      expect(during).toBeLessThanOrEqual(before);
      if (Number.isFinite(ends)) await placeAt(ends + 1, criteria);
    }
  });
});
