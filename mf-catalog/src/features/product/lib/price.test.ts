import { describe, expect, it } from 'vitest';
import type { MagentoProduct } from '../../../api/types';
import { productPrice, specialPriceActive } from './price';

function product(overrides: Partial<MagentoProduct> & { attrs?: Record<string, string> } = {}): MagentoProduct {
  const { attrs = {}, ...rest } = overrides;
  return {
    id: 1,
    sku: 'TEL-1',
    name: 'Tecno Spark 20',
    price: 125000,
    type_id: 'simple',
    custom_attributes: Object.entries(attrs).map(([attribute_code, value]) => ({ attribute_code, value })),
    ...rest,
  };
}

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('productPrice', () => {
  it('has no special price without the attribute', () => {
    expect(productPrice(product(), NOW)).toEqual({ price: 125000, specialPrice: null, percentOff: 0, hidePrice: false });
  });

  it('applies a lower special price with its percent off', () => {
    const p = productPrice(product({ attrs: { special_price: '99000.000000' } }), NOW);
    expect(p.specialPrice).toBe(99000);
    expect(p.percentOff).toBe(21);
  });

  it('ignores a special price that is not a discount, zero or unparsable', () => {
    for (const value of ['125000', '130000', '0', '', 'abc']) {
      expect(productPrice(product({ attrs: { special_price: value } }), NOW).specialPrice).toBeNull();
    }
  });

  it('respects the special price window', () => {
    const future = product({ attrs: { special_price: '100000', special_from_date: '2026-11-22 00:00:00' } });
    const past = product({ attrs: { special_price: '100000', special_to_date: '2026-11-20' } });
    const current = product({
      attrs: { special_price: '100000', special_from_date: '2026-11-01 00:00:00', special_to_date: '2026-11-21' },
    });
    expect(productPrice(future, NOW).specialPrice).toBeNull();
    expect(productPrice(past, NOW).specialPrice).toBeNull();
    expect(productPrice(current, NOW).specialPrice).toBe(100000);
  });

  it('reads dates as UTC, as Magento stores them; a bare end date covers its whole day', () => {
    const bare = product({ attrs: { special_to_date: '2026-11-21' } });
    expect(specialPriceActive(bare, Date.UTC(2026, 10, 21, 23, 59))).toBe(true);
    expect(specialPriceActive(bare, Date.UTC(2026, 10, 22, 0, 0, 1))).toBe(false);
    const timed = product({ attrs: { special_from_date: '2026-10-23 16:00:00' } });
    expect(specialPriceActive(timed, Date.UTC(2026, 9, 23, 15, 59))).toBe(false);
    expect(specialPriceActive(timed, Date.UTC(2026, 9, 23, 16, 0))).toBe(true);
  });

  it('reads a bundle special price as a rounded percentage of the price', () => {
    const p = productPrice(product({ type_id: 'bundle', price: 50000, attrs: { special_price: '79.6' } }), NOW);
    expect(p.percentOff).toBe(20); // 100 - round(79.6)
    expect(p.specialPrice).toBe(39800); // what the cart charges: 50000 × 79.6 %
  });

  it('hides the price when the hide-price attribute is zero, only then', () => {
    expect(productPrice(product({ attrs: { hide_price: '0' } }), NOW).hidePrice).toBe(true);
    expect(productPrice(product({ attrs: { hide_price: '1' } }), NOW).hidePrice).toBe(false);
    expect(productPrice(product(), NOW).hidePrice).toBe(false);
  });
});
