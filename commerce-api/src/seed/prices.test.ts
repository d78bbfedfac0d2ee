import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { sqliteStore } from '../db/store.ts';
import { finalPrice } from '../catalog/snapshot.ts';
import { magentoDate, seedCatalog } from './catalog.ts';
import { seedCategories } from './categories.ts';
import { seedDictionaries } from './dictionaries.ts';
import { seedTowns } from './towns.ts';
import { MARKET_SCALES, scalesOf, withinScale } from './market-scales.ts';
import { FESTIVAL } from '../campaigns/seed.ts';

// The seed's prices as a shopper used to Cameroon's shops reads them (issue 30): discounts in the
// ranges shops give, packs at round prices, list prices on the market's scale.

const now = new Date('2026-11-21T10:17:42Z');
const DAY = 86_400_000;
let db: Db;

interface Row {
  id: number;
  sku: string;
  type_id: string;
  name_fr: string;
  price: number;
  visibility: number;
  attributes: Record<string, string>;
  categories: number[];
}
let rows: Row[];

beforeAll(async () => {
  db = openDatabase(':memory:');
  const { db: tx } = sqliteStore(db);
  await seedTowns(tx);
  await seedDictionaries(tx);
  await seedCategories(tx, magentoDate(new Date(now.getTime() - 800 * DAY)));
  await seedCatalog(tx, now);
  const links = db.prepare('SELECT product_id, category_id FROM product_categories').all() as { product_id: number; category_id: number }[];
  const categories = new Map<number, number[]>();
  for (const l of links) categories.set(l.product_id, [...(categories.get(l.product_id) ?? []), l.category_id]);
  rows = (db.prepare('SELECT id, sku, type_id, name_fr, price, visibility, attributes FROM products').all() as (Omit<Row, 'attributes' | 'categories'> & { attributes: string })[]).map((r) => ({
    ...r,
    attributes: JSON.parse(r.attributes) as Record<string, string>,
    categories: categories.get(r.id) ?? [],
  }));
}, 60_000);
afterAll(() => db.close());

const percentOff = (r: Row) => Math.round(100 * (1 - Number(r.attributes['special_price']) / r.price));
const discountedSimple = () => rows.filter((r) => r.type_id !== 'bundle' && Number(r.attributes['special_price']) > 0);
/** The seeding instant as the catalogue sees it, to the hour. */
const seededAt = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
const festivalStart = magentoDate(new Date(seededAt + FESTIVAL.from * DAY));
const festivalEnd = magentoDate(new Date(seededAt + FESTIVAL.until * DAY));

describe('discounts', () => {
  it('stay mostly at or under 30 %, never past 40 % outside the festival', () => {
    const discounts = discountedSimple();
    expect(discounts.length).toBeGreaterThan(500);
    const regular = discounts.filter((r) => r.attributes['special_from_date'] !== festivalStart);
    expect(regular.filter((r) => percentOff(r) > 40).map((r) => `${r.sku} −${percentOff(r)} %`)).toEqual([]);
    expect(regular.filter((r) => percentOff(r) <= 30).length / regular.length).toBeGreaterThan(0.85);
    for (const r of discounts) expect(percentOff(r)).toBeGreaterThanOrEqual(3);
  });

  it('reach 80 % only on the festival’s categories and within its dates', () => {
    const festival = discountedSimple().filter((r) => r.attributes['special_from_date'] === festivalStart);
    expect(festival.length).toBeGreaterThan(10);
    expect(festival.some((r) => percentOff(r) > 50)).toBe(true);
    for (const r of festival) {
      expect(percentOff(r)).toBeLessThanOrEqual(80);
      expect(r.attributes['special_to_date']).toBe(festivalEnd);
      // A variant carries its parent's dates; its parent is in the festival's categories.
      if (r.visibility !== 1) expect(r.categories.some((c) => (FESTIVAL.categories as readonly number[]).includes(c))).toBe(true);
    }
    // Not on sale yet: today's price is the list price.
    for (const r of festival.slice(0, 20)) expect(finalPrice({ ...r, attributes: r.attributes }, now.getTime()).special).toBeNull();
  });

  it('flash sales and Black Friday cut 15 to 40 %', () => {
    const events = discountedSimple().filter((r) => r.visibility !== 1 && (r.attributes['is_on_flash_sale'] === '1' || r.attributes['is_black_friday'] === '1'));
    expect(events.length).toBeGreaterThan(40);
    for (const r of events) {
      expect(percentOff(r)).toBeGreaterThanOrEqual(14);
      expect(percentOff(r)).toBeLessThanOrEqual(40);
    }
  });

  it('are printed at round prices', () => {
    expect(discountedSimple().filter((r) => Number(r.attributes['special_price']) % 50 !== 0).map((r) => `${r.sku}: ${r.attributes['special_price']}`)).toEqual([]);
  });
});

describe('bundles', () => {
  it('sell at prices rounded to 50 FCFA, list and discounted, at most 20 % under their parts', () => {
    const bundles = rows.filter((r) => r.type_id === 'bundle');
    expect(bundles.length).toBeGreaterThan(30);
    const discounted = bundles.filter((r) => Number(r.attributes['special_price']) > 0);
    expect(discounted.length).toBeGreaterThan(10);
    const priced = bundles.map((r) => ({ sku: r.sku, list: r.price, final: finalPrice(r, now.getTime()).final }));
    expect(priced.filter((b) => b.list % 50 !== 0 || b.final % 50 !== 0)).toEqual([]);
    expect(priced.filter((b) => b.final < b.list * 0.8)).toEqual([]);
  });
});

describe('list prices', () => {
  it.each(MARKET_SCALES.map((s) => [s.segment, s] as const))('of %s are on the market’s scale', (_segment, scale) => {
    const inScale = rows.filter((r) => r.visibility !== 1 && r.type_id !== 'bundle' && scalesOf({ name: r.name_fr, brand: r.attributes['marque'] ?? '', categories: r.categories }).includes(scale));
    expect(inScale.length).toBeGreaterThan(0);
    expect(inScale.filter((r) => !withinScale(r.name_fr, r.price, scale)).map((r) => `${r.name_fr}: ${r.price}`)).toEqual([]);
  });
});
