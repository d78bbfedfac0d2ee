import { describe, expect, it } from 'vitest';
import type { CartTotals } from '@shop/shared';
import { couponFromSegments, couponLabel, summariseTotals } from './totals';

const totals = (overrides: Partial<CartTotals> = {}): CartTotals => ({
  grand_total: 80100,
  subtotal: 89000,
  discount_amount: -8900,
  base_discount_amount: -8900,
  items_qty: 1,
  items: [],
  total_segments: [
    { code: 'subtotal', title: 'Sous-total', value: 89000 },
    { code: 'discount', title: 'Réduction (BIENVENUE10)', value: -8900 },
    { code: 'grand_total', title: 'Total', value: 80100 },
  ],
  ...overrides,
});

describe('couponFromSegments', () => {
  it('reads the code in parentheses at the end of the discount title', () => {
    expect(couponFromSegments(totals().total_segments)).toBe('BIENVENUE10');
    expect(couponFromSegments([{ code: 'discount', title: 'Discount (Noël 2026) ', value: -1 }])).toBe('Noël 2026');
  });
  it('is null without a discount segment, parentheses or code', () => {
    expect(couponFromSegments([])).toBeNull();
    expect(couponFromSegments(undefined)).toBeNull();
    expect(couponFromSegments([{ code: 'discount', title: 'Discount', value: -1 }])).toBeNull();
    expect(couponFromSegments([{ code: 'discount', title: 'Discount ()', value: -1 }])).toBeNull();
    expect(couponFromSegments([{ code: 'subtotal', title: 'Subtotal (X)', value: 1 }])).toBeNull();
  });
});

describe('couponLabel', () => {
  it("falls back to the spec's 'aucune commande' label", () => {
    expect(couponLabel(totals(), 'aucune commande')).toBe('BIENVENUE10');
    expect(couponLabel(totals({ total_segments: [] }), 'aucune commande')).toBe('aucune commande');
    expect(couponLabel(null, 'aucune commande')).toBe('aucune commande');
  });
});

describe('summariseTotals', () => {
  it('takes segment values and shows the discount as a positive saving', () => {
    expect(summariseTotals(totals())).toEqual({ subtotal: 89000, discount: 8900, grandTotal: 80100, itemsQty: 1, extras: [] });
  });
  it('falls back to the flat fields without segments', () => {
    expect(summariseTotals(totals({ total_segments: [], grand_total: 5, subtotal: 6, discount_amount: -1 }))).toEqual({
      subtotal: 6,
      discount: 1,
      grandTotal: 5,
      itemsQty: 1,
      extras: [],
    });
  });
  it('lists other non-zero charges with their server titles', () => {
    const withExtras = totals({
      total_segments: [
        { code: 'subtotal', title: 'Sous-total', value: 89000 },
        { code: 'shipping', title: 'Livraison', value: 0 },
        { code: 'guarantee', title: 'Garantie sûr-sûr', value: 4500 },
        { code: 'tax', title: 'Taxe', value: 0 },
        { code: 'grand_total', title: 'Total', value: 93500 },
      ],
    });
    expect(summariseTotals(withExtras).extras).toEqual([{ code: 'guarantee', title: 'Garantie sûr-sûr', value: 4500 }]);
    expect(summariseTotals(withExtras).grandTotal).toBe(93500);
  });
});
