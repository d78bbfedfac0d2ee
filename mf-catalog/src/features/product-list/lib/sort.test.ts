import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS, sortFromParam, withSortParam } from './sort';

describe('sort options', () => {
  it('default to the newest first, for no choice or an unknown one', () => {
    expect(sortFromParam(null)).toMatchObject({ field: 'created_at', direction: 'DESC' });
    expect(sortFromParam('nonsense')).toBe(sortFromParam(null));
  });
  it('read back every option from the key it writes', () => {
    for (const option of SORT_OPTIONS) expect(sortFromParam(withSortParam(new URLSearchParams(), option.key).get('sort'))).toBe(option);
    expect(sortFromParam('price_desc')).toMatchObject({ field: 'price', direction: 'DESC' });
  });
  it('writes the choice into the query string, leaving out the default and keeping the rest', () => {
    const search = new URLSearchParams('brand=Tecno&sort=name');
    expect(withSortParam(search, 'price_asc').toString()).toBe('brand=Tecno&sort=price_asc');
    expect(withSortParam(search, 'new').toString()).toBe('brand=Tecno');
    expect(search.toString()).toBe('brand=Tecno&sort=name');
  });
  it('opens the newly sorted list on its first page', () => {
    expect(withSortParam(new URLSearchParams('brand=Tecno&page=4'), 'price_asc').toString()).toBe('brand=Tecno&sort=price_asc');
  });
});
