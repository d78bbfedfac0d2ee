import { describe, expect, it } from 'vitest';
import { searchCriteria } from '@shop/shared';
import { PRODUCT_FLAGS, SELECTION, selectionFilters } from './selection';

describe('selectionFilters', () => {
  it('makes each flag its own group (all must hold) beside visibility and status', () => {
    const groups = selectionFilters({ ...SELECTION, flags: ['is_black_friday', 'is_free_shipping'], categoryId: null });
    expect(groups).toEqual([
      [{ field: 'is_black_friday', value: 1, conditionType: 'eq' }],
      [{ field: 'is_free_shipping', value: 1, conditionType: 'eq' }],
      [{ field: 'visibility', value: [2, 4], conditionType: 'in' }],
      [{ field: 'status', value: 1, conditionType: 'eq' }],
    ]);
  });

  it('narrows to one category when the selection names one', () => {
    const query = searchCriteria({ filterGroups: selectionFilters({ ...SELECTION, flags: [], categoryId: 2412 }) });
    expect(query.get('searchCriteria[filter_groups][0][filters][0][field]')).toBe('category_id');
    expect(query.get('searchCriteria[filter_groups][0][filters][0][value]')).toBe('2412');
  });

  it('ships a selection that asks for something', () => {
    expect(SELECTION.flags.length > 0 || SELECTION.categoryId !== null).toBe(true);
    expect(SELECTION.flags.every((flag) => PRODUCT_FLAGS.includes(flag))).toBe(true);
    expect(SELECTION.pageSize).toBeGreaterThan(0);
  });
});
