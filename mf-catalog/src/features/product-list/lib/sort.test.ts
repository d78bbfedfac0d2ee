import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT_OPTION, SORT_OPTIONS, sortFromParam, withSortParam } from './sort';

describe('sort options', () => {
  it('default to created_at DESC', () => {
    expect(DEFAULT_SORT_OPTION).toEqual({ key: 'new', field: 'created_at', direction: 'DESC' });
    expect(sortFromParam(null)).toBe(DEFAULT_SORT_OPTION);
    expect(sortFromParam('nonsense')).toBe(DEFAULT_SORT_OPTION);
  });
  it('cover the spec list: new, best sellers, price up and down, position, name, quantity', () => {
    expect(SORT_OPTIONS.map((o) => `${o.field} ${o.direction}`)).toEqual([
      'created_at DESC',
      'best_sellers DESC',
      'price ASC',
      'price DESC',
      'position ASC',
      'name ASC',
      'quantity DESC',
    ]);
    expect(sortFromParam('price_desc')).toMatchObject({ field: 'price', direction: 'DESC' });
  });
  it('writes the choice into the query string, leaving out the default and keeping the rest', () => {
    const search = new URLSearchParams('brand=Tecno&sort=name');
    expect(withSortParam(search, 'price_asc').toString()).toBe('brand=Tecno&sort=price_asc');
    expect(withSortParam(search, 'new').toString()).toBe('brand=Tecno');
    expect(search.toString()).toBe('brand=Tecno&sort=name');
  });
});
