import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRepository, type CatalogRepository } from '../catalog/repository.ts';
import { openDatabase } from '../db/database.ts';
import { sharedAfterArrival } from '../db/shared-read.ts';
import { sqliteStore, type Store } from '../db/store.ts';
import type { CatalogueView } from '../prime/hooks.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { LocalReader } from './local.ts';

const now = new Date('2026-11-21T10:00:00Z');
const view: CatalogueView = { rank: null, hidden: [], offers: [], key: '' };
let store: Store;
let repository: CatalogRepository;

beforeAll(async () => {
  store = sqliteStore(openDatabase(':memory:'));
  await seedIfEmpty(store, now, { products: 60 });
  repository = catalogRepository(store.db);
}, 60_000);
afterAll(() => store.close());

/** The repository with its versions query counted (shared as the real one shares it). */
function counted(): { catalog: CatalogRepository; queries: () => number } {
  let queries = 0;
  const versions = sharedAfterArrival(() => {
    queries += 1;
    return repository.versions();
  });
  return { catalog: { ...repository, versions }, queries: () => queries };
}

describe('LocalReader', () => {
  it('reads the versions once for reads arriving together, though they take turns', async () => {
    const { catalog, queries } = counted();
    const reader = new LocalReader({ catalog }, { warmSearch: false });
    const [first] = await repository.products([1]);
    await reader.read('product', { locale: 'fr', now: now.getTime(), sku: first!.sku, query: {}, view });
    const before = queries();
    const answers = await Promise.all(Array.from({ length: 20 }, () => reader.read('product', { locale: 'fr', now: now.getTime(), sku: first!.sku, query: {}, view })));
    expect(new Set(answers).size).toBe(1);
    // One query the burst joins, or one more sent after it for the latecomers: asked at each
    // turn, it would be twenty.
    expect(queries() - before).toBeLessThanOrEqual(2);
  });

  it('answers a read that arrives after a write with the written state', async () => {
    const reader = new LocalReader({ catalog: repository }, { warmSearch: false });
    const [product] = await repository.products([2]);
    const path = `/rest/fr/V1/products?searchCriteria[filter_groups][0][filters][0][field]=sku&searchCriteria[filter_groups][0][filters][0][value]=${product!.sku}`;
    const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
    const qty = async () => {
      const answer = await reader.read('product', { locale: 'fr', now: now.getTime(), sku: product!.sku, query: {}, view });
      return (JSON.parse(answer) as { extension_attributes: { stock_item: { qty: number } } }).extension_attributes.stock_item.qty;
    };
    const listed = () => reader.read('list', { locale: 'fr', now: now.getTime(), url: path, query, view });
    const start = await qty();
    await listed();
    await store.transaction(async (tx) => {
      await tx.updateTable('stock').set({ qty: start + 7 }).where('product_id', '=', product!.id).execute();
      await tx.updateTable('catalog_version').set((eb) => ({ stock_version: eb('stock_version', '+', 1) })).execute();
    });
    expect(await qty()).toBe(start + 7);
  });
});
