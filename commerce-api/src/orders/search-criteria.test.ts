import { describe, expect, it } from 'vitest';
import { criteriaSql, parseSearchCriteria } from './search-criteria.ts';

describe('order searchCriteria', () => {
  it('reads Magento bracket keys (snake and camel case) into groups, sorts and paging', () => {
    const criteria = parseSearchCriteria({
      'searchCriteria[filter_groups][0][filters][0][field]': 'status',
      'searchCriteria[filter_groups][0][filters][0][value]': 'pending',
      'searchCriteria[filter_groups][0][filters][1][field]': 'status',
      'searchCriteria[filter_groups][0][filters][1][value]': 'processing',
      'searchCriteria[filterGroups][1][filters][0][field]': 'grand_total',
      'searchCriteria[filterGroups][1][filters][0][value]': '50000',
      'searchCriteria[filterGroups][1][filters][0][conditionType]': 'gteq',
      'searchCriteria[sortOrders][0][field]': 'created_at',
      'searchCriteria[sortOrders][0][direction]': 'desc',
      'searchCriteria[pageSize]': '5',
      'searchCriteria[currentPage]': '2',
    });
    expect(criteria).toMatchObject({ page_size: 5, current_page: 2, sort_orders: [{ field: 'created_at', direction: 'DESC' }] });
    const { where, params, orderBy } = criteriaSql(criteria);
    expect(where).toBe('(status = ? OR status = ?) AND (grand_total >= ?)');
    expect(params).toEqual(['pending', 'processing', '50000']);
    expect(orderBy).toBe('created_at DESC, id DESC');
  });
  it('binds `in` lists and refuses unknown fields, conditions and paging', () => {
    const inList = criteriaSql(parseSearchCriteria({
      'searchCriteria[filter_groups][0][filters][0][field]': 'entity_id',
      'searchCriteria[filter_groups][0][filters][0][value]': '1,2, 3',
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'in',
    }));
    expect(inList).toMatchObject({ where: '(id IN (?, ?, ?))', params: ['1', '2', '3'] });
    expect(() => parseSearchCriteria({ 'searchCriteria[filter_groups][0][filters][0][field]': 'password_hash' })).toThrow();
    expect(() => parseSearchCriteria({ 'searchCriteria[filter_groups][0][filters][0][field]': 'status', 'searchCriteria[filter_groups][0][filters][0][condition_type]': 'regexp' })).toThrow();
    expect(() => parseSearchCriteria({ 'searchCriteria[sortOrders][0][field]': 'id; DROP TABLE orders' })).toThrow();
    expect(() => parseSearchCriteria({ 'searchCriteria[pageSize]': '0' })).toThrow();
  });
});
