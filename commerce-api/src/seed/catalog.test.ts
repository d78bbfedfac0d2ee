import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { magentoDate, MARKETPLACE_SELLERS, seedCatalog } from './catalog.ts';
import { seedCategories } from './categories.ts';
import { seedDictionaries } from './dictionaries.ts';
import { seedTowns } from './towns.ts';

const now = new Date('2026-11-21T10:00:00Z');
let db: Db | undefined;
afterEach(() => db?.close());

function catalogue(products?: number): Db {
  db = openDatabase(':memory:');
  seedTowns(db);
  seedDictionaries(db);
  seedCategories(db, magentoDate(new Date(now.getTime() - 800 * 86_400_000)));
  seedCatalog(db, now, undefined, products);
  return db;
}

const count = (d: Db, sql: string) => d.prepare(sql).pluck().get() as number;

describe('seedCatalog size', () => {
  it('seeds one pass of the families by default, all sold by the store', () => {
    const d = catalogue();
    expect(count(d, 'SELECT count(*) FROM products')).toBeGreaterThan(5000);
    expect(count(d, "SELECT count(*) FROM products WHERE json_extract(attributes, '$.seller') != 'GT Store'")).toBe(0);
  });

  it('seeds about the number of products asked for, the extra listings by marketplace sellers', () => {
    const d = catalogue(8_000);
    const total = count(d, 'SELECT count(*) FROM products');
    // A configurable product comes with its children and the bundles follow: a little over.
    expect(total).toBeGreaterThanOrEqual(8_000);
    expect(total).toBeLessThan(8_200);
    const sellers = d.prepare("SELECT DISTINCT json_extract(attributes, '$.seller') FROM products").pluck().all() as string[];
    expect(sellers).toContain('GT Store');
    expect(sellers).toContain(MARKETPLACE_SELLERS[0]);
    // Every extra listing is a real product: listed, stocked, in a category, with its own sku.
    expect(count(d, 'SELECT count(DISTINCT sku) FROM products')).toBe(total);
    expect(count(d, 'SELECT count(*) FROM products p WHERE visibility = 4 AND NOT EXISTS (SELECT 1 FROM product_categories c WHERE c.product_id = p.id)')).toBe(0);
    expect(count(d, 'SELECT count(*) FROM stock')).toBe(total);
  }, 60_000);
});
