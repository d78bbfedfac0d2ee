import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { applyFields, parseFields } from './fields.ts';

describe('Magento fields filter', () => {
  const response = {
    items: [
      { sku: 'A', name: 'Alpha', price: 10, extension_attributes: { stock_item: { qty: 3, is_in_stock: true }, website_ids: [1] } },
      { sku: 'B', name: 'Beta', price: 20, extension_attributes: { stock_item: { qty: 0, is_in_stock: false }, website_ids: [1] } },
    ],
    search_criteria: { filter_groups: [] },
    total_count: 2,
  };

  it('keeps the selected fields, nested and in arrays', () => {
    expect(applyFields(response, parseFields('items[sku,name],total_count')!)).toEqual({ items: [{ sku: 'A', name: 'Alpha' }, { sku: 'B', name: 'Beta' }], total_count: 2 });
    expect(applyFields(response, parseFields('items[sku,extension_attributes[stock_item[qty]]]')!)).toEqual({
      items: [{ sku: 'A', extension_attributes: { stock_item: { qty: 3 } } }, { sku: 'B', extension_attributes: { stock_item: { qty: 0 } } }],
    });
    expect(applyFields(response, parseFields('nothing')!)).toEqual({});
    expect(parseFields(undefined)).toBeUndefined();
  });

  it('rejects malformed selectors', () => {
    for (const bad of ['items[sku', 'items]', 'a,,b', 'a b', '[x]', 'a[b]c', 'x'.repeat(3000), ['a']]) {
      expect(() => parseFields(bad)).toThrow(ApiError);
    }
  });
});
