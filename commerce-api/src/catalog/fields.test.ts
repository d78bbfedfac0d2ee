import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { Prng } from '../seed/prng.ts';
import { applyFields, parseFields, projectJson, type FieldTree } from './fields.ts';

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

  it('filters JSON text exactly as filtering the parsed value does (projectJson)', () => {
    const rng = new Prng(11);
    const KEYS = ['sku', 'name', 'items', 'a', 'b_2', 'extension_attributes', 'stock_item', 'qty', 'weird"key', 'back\\slash', '\u0000qty\u0000'];
    const TEXTS = ['', 'plain', 'quote " inside', 'back \\ slash \\', 'brackets [{}] , : ', 'é ü 漢字 🙂', '\u0000qty\u0000', '\\"', 'line\nbreak'];
    const value = (depth: number): unknown => {
      const roll = rng.next();
      if (depth > 3 || roll < 0.35) return rng.pick<unknown>([null, true, false, 0, -0, 1.5, -2e-7, 123456789012, rng.pick(TEXTS)]);
      if (roll < 0.55) return Array.from({ length: rng.int(0, 3) }, () => value(depth + 1));
      return Object.fromEntries(rng.sample(KEYS, rng.int(0, 5)).map((k) => [k, value(depth + 1)]));
    };
    const selector = (depth: number): FieldTree =>
      new Map(rng.sample(KEYS.slice(0, 8), rng.int(1, 4)).map((k) => [k, depth < 3 && rng.chance(0.4) ? selector(depth + 1) : null]));
    for (let n = 0; n < 3000; n++) {
      const json = JSON.stringify(value(0));
      const tree = selector(0);
      expect(projectJson(json, tree)).toBe(JSON.stringify(applyFields(JSON.parse(json), tree)));
    }
    // Keys an object would reorder or not keep: left to the parsed value.
    expect(projectJson('{"b":1,"1":2}', parseFields('b,1')!)).toBeUndefined();
    expect(projectJson('{"__proto__":1}', parseFields('__proto__')!)).toBeUndefined();
  });
});
