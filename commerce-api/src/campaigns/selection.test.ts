import { describe, expect, it } from 'vitest';
import { percentOff } from '@shop/shared/contracts/pricing';
import { ListedCatalogue, matchesAttributes, sortProducts, withDescendants, withinCaps } from './selection.ts';
import type { CampaignsRepository, ListedProductRow } from './repository.ts';

describe('festival cap and price cap', () => {
  it('leaves out a product discounted beyond the cap (festival: up to 80 %)', () => {
    const festival = { max_percent_off: 80 };
    expect(withinCaps(festival, { final: 20_000, percent_off: percentOff(100_000, 20_000) })).toBe(true);
    expect(withinCaps(festival, { final: 19_000, percent_off: percentOff(100_000, 19_000) })).toBe(false);
  });

  it('compares the price cap with the price paid now', () => {
    expect(withinCaps({ max_price: 30_000 }, { final: 30_000, percent_off: 0 })).toBe(true);
    expect(withinCaps({ max_price: 30_000 }, { final: 30_001, percent_off: 0 })).toBe(false);
  });
});

const item = (sku: string, final: number, popularity: number, percent: number) => ({
  id: 1, sku, name: sku, url_key: sku, price: final, special_price: null, percent_off: percent, hide_price: false, image: null, in_stock: true,
  final, popularity, created_at: '2026-01-01 00:00:00',
});

describe('campaign sort', () => {
  const items = [item('B', 500, 3, 10), item('A', 500, 9, 40), item('C', 100, 1, 40)];

  it('sorts by the chosen field, then by sku so pages never overlap', () => {
    expect(sortProducts(items, { field: 'price', direction: 'asc' }).map((i) => i.sku)).toEqual(['C', 'A', 'B']);
    expect(sortProducts(items, { field: 'percent_off', direction: 'desc' }).map((i) => i.sku)).toEqual(['A', 'C', 'B']);
    expect(sortProducts(items, { field: 'best_sellers', direction: 'desc' }).map((i) => i.sku)).toEqual(['A', 'B', 'C']);
  });
});

describe('selection read from the parsed product', () => {
  it('takes a category with every category below it, and nothing beside it', () => {
    const tree = [
      { id: 1, parent_id: null },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: 2 },
      { id: 4, parent_id: 1 },
      { id: 5, parent_id: null },
    ];
    expect(withDescendants(tree, [2]).toSorted()).toEqual([2, 3]);
    expect(withDescendants(tree, [1]).toSorted()).toEqual([1, 2, 3, 4]);
    expect(withDescendants(tree, [9])).toEqual([9]);
  });

  it('wants every flag as the text "1" and any brand, case ignored', () => {
    expect(matchesAttributes({ flags: ['is_black_friday', 'is_on_flash_sale'] }, { is_black_friday: '1', is_on_flash_sale: '1' })).toBe(true);
    expect(matchesAttributes({ flags: ['is_black_friday', 'is_on_flash_sale'] }, { is_black_friday: '1', is_on_flash_sale: '0' })).toBe(false);
    expect(matchesAttributes({ flags: ['is_black_friday'] }, { is_black_friday: 1 })).toBe(false);
    expect(matchesAttributes({ brands: ['samsung', 'LG'] }, { marque: 'Samsung' })).toBe(true);
    expect(matchesAttributes({ brands: ['samsung'] }, { marque: 'Tecno' })).toBe(false);
    expect(matchesAttributes({ brands: ['samsung'] }, {})).toBe(false);
  });
});

const row = (id: number) => ({ id, sku: `S${id}`, attributes: '{"marque":"Tecno"}' }) as unknown as ListedProductRow;

describe('the listed catalogue kept per node', () => {
  it('reads the products again only when their version moves, the stock alone when only it moves', async () => {
    const version = { products: 1, stock: 1 };
    let reads = 0;
    let qty = 5;
    const repo = {
      catalogueVersion: async () => ({ ...version }),
      listedProducts: async () => (reads++, [row(1), row(2)].slice(0, version.products === 1 ? 1 : 2)),
      categoryLinks: async () => [{ category_id: 7, product_id: 1 }],
      stockLevels: async () => [{ product_id: 1, qty, is_in_stock: 1 }],
    } as unknown as CampaignsRepository;
    const catalogue = new ListedCatalogue();
    const [first, again] = await Promise.all([catalogue.read(repo), catalogue.read(repo)]);
    expect(first).toBe(again);
    expect(reads).toBe(1);
    expect(first.map((p) => [p.row.id, p.attributes['marque'], p.categories, p.row.stock_qty])).toEqual([[1, 'Tecno', [7], 5]]);
    qty = 4;
    version.stock = 2;
    expect((await catalogue.read(repo)).map((p) => p.row.stock_qty)).toEqual([4]);
    expect(reads).toBe(1);
    version.products = 2;
    expect((await catalogue.read(repo)).map((p) => [p.row.id, p.row.stock_qty])).toEqual([
      [1, 4],
      [2, null],
    ]);
    expect(reads).toBe(2);
  });
});
