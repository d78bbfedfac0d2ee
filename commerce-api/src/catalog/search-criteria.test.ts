import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { compileWhere, echoCriteria, parseSearchCriteria, type FieldDef } from './search-criteria.ts';

const fields: Record<string, FieldDef> = {
  price: { sql: 'p.price', type: 'number' },
  sku: { sql: 'p.sku', type: 'text' },
  entity_id: { sql: 'p.id', type: 'int' },
  created_at: { sql: 'p.created_at', type: 'date' },
  category_id: { sql: 'SELECT product_id FROM product_categories WHERE category_id', type: 'int', membership: true },
};
const resolve = (field: string) => fields[field];
const key = (g: number, f: number, part: string) => `searchCriteria[filter_groups][${g}][filters][${f}][${part}]`;

describe('searchCriteria', () => {
  it('reads filter groups, sort orders and paging from Magento query keys, snake or camel case', () => {
    const criteria = parseSearchCriteria({
      [key(0, 0, 'field')]: 'category_id',
      [key(0, 0, 'value')]: '13',
      [key(1, 0, 'field')]: 'price',
      [key(1, 0, 'value')]: '1000',
      [key(1, 0, 'condition_type')]: 'gteq',
      'searchCriteria[filterGroups][1][filters][1][field]': 'sku',
      'searchCriteria[filterGroups][1][filters][1][value]': 'A%',
      'searchCriteria[filterGroups][1][filters][1][conditionType]': 'like',
      'searchCriteria[sortOrders][0][field]': 'price',
      'searchCriteria[sortOrders][0][direction]': 'desc',
      'searchCriteria[pageSize]': '25',
      'searchCriteria[currentPage]': '2',
      ispdp: '1',
    });
    expect(criteria.filterGroups).toEqual([
      [{ field: 'category_id', value: '13', conditionType: 'eq' }],
      [{ field: 'price', value: '1000', conditionType: 'gteq' }, { field: 'sku', value: 'A%', conditionType: 'like' }],
    ]);
    expect(criteria.sortOrders).toEqual([{ field: 'price', direction: 'DESC' }]);
    expect(echoCriteria(criteria)).toMatchObject({ page_size: 25, current_page: 2, sort_orders: [{ field: 'price', direction: 'DESC' }] });
  });

  it('compiles groups to AND of ORs with bound parameters only', () => {
    const criteria = parseSearchCriteria({
      [key(0, 0, 'field')]: 'category_id',
      [key(0, 0, 'value')]: '13,14',
      [key(0, 0, 'condition_type')]: 'in',
      [key(1, 0, 'field')]: 'price',
      [key(1, 0, 'value')]: '1000',
      [key(1, 0, 'condition_type')]: 'lt',
      [key(1, 1, 'field')]: 'sku',
      [key(1, 1, 'value')]: "x' OR 1=1 --",
    });
    const where = compileWhere(criteria, resolve);
    expect(where.sql).toBe('p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (?,?)) AND (p.price < ? OR p.sku = ?)');
    expect(where.params).toEqual([13, 14, 1000, "x' OR 1=1 --"]);
  });

  it('rejects what Magento would not run, with 400', () => {
    const bad: Record<string, unknown>[] = [
      { [key(0, 0, 'field')]: 'price', [key(0, 0, 'value')]: '1', [key(0, 0, 'condition_type')]: 'regexp' },
      { [key(0, 0, 'value')]: '1' },
      { [key(0, 0, 'field')]: 'price' },
      { 'searchCriteria[pageSize]': '301' },
      { 'searchCriteria[pageSize]': '0' },
      { 'searchCriteria[pageSize]': '1e3' },
      { 'searchCriteria[currentPage]': '-1' },
      { 'searchCriteria[sortOrders][0][field]': 'price', 'searchCriteria[sortOrders][0][direction]': 'UP' },
      { 'searchCriteria[pageSize]': ['1', '2'] },
      { 'searchCriteria[filter_groups][50][filters][0][field]': 'sku' },
      { 'searchCriteria[whatever]': '1' },
    ];
    for (const query of bad) {
      expect(() => parseSearchCriteria(query)).toThrow(ApiError);
    }
    const compile = (field: string, value: string, conditionType = 'eq') =>
      compileWhere(parseSearchCriteria({ [key(0, 0, 'field')]: field, [key(0, 0, 'value')]: value, [key(0, 0, 'condition_type')]: conditionType }), resolve);
    expect(() => compile('password', 'x')).toThrow(ApiError);
    expect(() => compile('price', 'cheap', 'gt')).toThrow(ApiError);
    expect(() => compile('entity_id', '1 OR 1=1')).toThrow(ApiError);
    expect(() => compile('created_at', 'yesterday', 'gt')).toThrow(ApiError);
    expect(() => compile('category_id', '13', 'gt')).toThrow(ApiError);
    expect(() => compile('entity_id', Array.from({ length: 1001 }, (_, i) => i).join(','), 'in')).toThrow(ApiError);
  });
});
