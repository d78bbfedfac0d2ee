import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { magentoDate, MARKETPLACE_SELLERS, seedCatalog } from './catalog.ts';
import { seedCategories } from './categories.ts';
import { seedDictionaries } from './dictionaries.ts';
import { seedTowns } from './towns.ts';
import { seedCampaignsOnce } from '../campaigns/seed.ts';
import { dataAccess } from '../repositories.ts';
import { sqliteStore } from '../db/store.ts';

const now = new Date('2026-11-21T10:17:42Z');
let db: Db | undefined;
afterEach(() => db?.close());

async function catalogue(products?: number): Promise<Db> {
  db = openDatabase(':memory:');
  const { db: tx } = sqliteStore(db);
  await seedTowns(tx);
  await seedDictionaries(tx);
  await seedCategories(tx, magentoDate(new Date(now.getTime() - 800 * 86_400_000)));
  await seedCatalog(tx, now, undefined, products);
  return db;
}

const count = (d: Db, sql: string) => d.prepare(sql).pluck().get() as number;

describe('seedCatalog size', () => {
  it('seeds one pass of the families by default, all sold by the store', async () => {
    const d = await catalogue();
    expect(count(d, 'SELECT count(*) FROM products')).toBeGreaterThan(5000);
    expect(count(d, "SELECT count(*) FROM products WHERE json_extract(attributes, '$.seller') != 'GT Store'")).toBe(0);
  });

  it('seeds about the number of products asked for, the extra listings by marketplace sellers', async () => {
    const d = await catalogue(8_000);
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

const utc = (magento: string) => Date.parse(`${magento.replace(' ', 'T')}Z`);

describe('the flash sale', () => {
  it('is one event: every flash product starts within the vente-flash campaign and ends when it ends', async () => {
    const d = await catalogue();
    const access = dataAccess(sqliteStore(d));
    // The campaigns are seeded when the API starts, a few minutes after the catalogue.
    await seedCampaignsOnce(access, new Date(now.getTime() + 7 * 60_000));
    const campaign = (await access.repos.campaigns.find('vente-flash'))!;
    const windows = d
      .prepare("SELECT json_extract(attributes, '$.flash_sale_start') AS start, json_extract(attributes, '$.flash_sale_end') AS end FROM products WHERE json_extract(attributes, '$.is_on_flash_sale') = '1'")
      .all() as { start: string; end: string }[];
    expect(windows.length).toBeGreaterThan(30);
    for (const { start, end } of windows) {
      expect(utc(end)).toBe(Date.parse(campaign.ends_at));
      expect(utc(start)).toBeGreaterThanOrEqual(Date.parse(campaign.starts_at));
      expect(utc(start)).toBeLessThan(utc(end));
    }
    // Most are on sale now: the home's strip and the campaign's cards have something to show.
    expect(windows.filter(({ start }) => utc(start) <= now.getTime()).length).toBeGreaterThan(windows.length / 2);
    expect((await access.repos.campaigns.find('ventes-flash'))!.ends_at).toBe(campaign.ends_at);
  });
});
