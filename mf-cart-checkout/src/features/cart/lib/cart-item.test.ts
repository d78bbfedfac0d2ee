import { describe, expect, it } from 'vitest';
import { isValidQuantity, parseQuantity, validateCartItem } from './cart-item';

describe('quantities (at least 1)', () => {
  it('accepts whole numbers from 1', () => {
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(12)).toBe(true);
    for (const bad of [0, -1, 1.5, Number.NaN, '2', null]) expect(isValidQuantity(bad)).toBe(false);
  });
  it('parses what the shopper typed', () => {
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('2.5')).toBeNull();
    expect(parseQuantity('-4')).toBeNull();
    expect(parseQuantity('abc')).toBeNull();
  });
});

describe('validateCartItem', () => {
  const item = { sku: 'A', qty: 1, name: 'A', price: 1, product_type: 'simple' };
  it('requires a sku (message)', () => {
    expect(() => validateCartItem({ ...item, sku: ' ' })).toThrow('Parameter productSku is required');
  });
  it('requires a quantity of at least 1', () => {
    expect(() => validateCartItem({ ...item, qty: 0 })).toThrow(RangeError);
    expect(() => validateCartItem(item)).not.toThrow();
  });
});
