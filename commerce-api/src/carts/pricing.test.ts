import { describe, expect, it } from 'vitest';
import { optionDelta, priceOf, type ProductRow } from './pricing.ts';

const product = (over: Omit<Partial<ProductRow>, 'attributes'> & { attributes?: Record<string, unknown> } = {}): ProductRow => ({
  id: 1,
  sku: 'SKU',
  type_id: 'simple',
  name_fr: 'Produit',
  name_en: 'Product',
  price: 100_000,
  status: 1,
  extension: '{}',
  stock_qty: 10,
  is_in_stock: 1,
  ...over,
  attributes: JSON.stringify(over.attributes ?? {}),
});

const now = new Date('2026-11-21T10:00:00Z');

describe('priceOf', () => {
  it('applies the special price only inside its dates, end date inclusive', () => {
    expect(priceOf(product({ attributes: { special_price: '80000', special_from_date: '2026-11-01', special_to_date: '2026-11-21' } }), now).final).toBe(80_000);
    expect(priceOf(product({ attributes: { special_price: '80000', special_to_date: '2026-11-20 23:59:59' } }), now).final).toBe(100_000);
    expect(priceOf(product({ attributes: { special_price: '80000', special_from_date: '2026-11-22' } }), now).final).toBe(100_000);
  });
  it('reads a bundle special price as a percentage, rounded to whole FCFA', () => {
    expect(priceOf(product({ type_id: 'bundle', price: 99_999, attributes: { special_price: '85' } }), now).final).toBe(84_999);
  });
  it('ignores a zero or higher special price', () => {
    expect(priceOf(product({ attributes: { special_price: '0' } }), now).special).toBeNull();
    expect(priceOf(product({ attributes: { special_price: '120000' } }), now).special).toBeNull();
  });
  it('hides the price when hide_price is zero, not when it is absent or one', () => {
    expect(priceOf(product({ attributes: { hide_price: '0' } }), now).hidden).toBe(true);
    expect(priceOf(product({ attributes: { hide_price: 0 } }), now).hidden).toBe(true);
    expect(priceOf(product({ attributes: { hide_price: '1' } }), now).hidden).toBe(false);
    expect(priceOf(product(), now).hidden).toBe(false);
  });
  it('knows when a flash sale runs', () => {
    const flash = { is_on_flash_sale: '1', flash_sale_start: '2026-11-21 08:00:00', flash_sale_end: '2026-11-21 12:00:00' };
    expect(priceOf(product({ attributes: flash }), now).flashSale).toBe(true);
    expect(priceOf(product({ attributes: { ...flash, flash_sale_end: '2026-11-21 09:00:00' } }), now).flashSale).toBe(false);
    expect(priceOf(product({ attributes: { ...flash, is_on_flash_sale: '0' } }), now).flashSale).toBe(false);
  });
});

describe('optionDelta', () => {
  it('adds fixed amounts or percentages of the price', () => {
    expect(optionDelta(100_000, 5000, undefined)).toBe(5000);
    expect(optionDelta(99_999, 10, 'percent')).toBe(10_000);
    expect(optionDelta(100_000, 'x', 'fixed')).toBe(0);
  });
});
