import { describe, expect, it } from 'vitest';
import { percentOff } from '@shop/shared/contracts/pricing';
import { sortProducts, withinCaps } from './selection.ts';

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
