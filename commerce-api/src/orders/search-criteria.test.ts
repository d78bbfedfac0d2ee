import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type { Tables } from '../db/store.ts';
import { criteriaFilter, criteriaSort, parseSearchCriteria, type SearchCriteria } from './search-criteria.ts';

/** The SQL the criteria give, compiled without a database. */
const compiled = new Kysely<Tables>({
  dialect: { createAdapter: () => new SqliteAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (db) => new SqliteIntrospector(db), createQueryCompiler: () => new SqliteQueryCompiler() },
});
function criteriaSql(criteria: SearchCriteria) {
  let query = compiled.selectFrom('orders').select('id').where(criteriaFilter(criteria));
  for (const s of criteriaSort(criteria)) query = query.orderBy(s.column, s.direction);
  const { sql, parameters } = query.compile();
  const [where, orderBy] = sql.replace(/^select "id" from "orders" where /, '').split(' order by ');
  return { where, params: parameters, orderBy };
}

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
    expect(where).toBe('(("status" = ? or "status" = ?) and "grand_total" >= ?)');
    expect(params).toEqual(['pending', 'processing', 50000]);
    expect(orderBy).toBe('"created_at" desc');
  });
  it('binds `in` lists and refuses unknown fields, conditions and paging', () => {
    const inList = criteriaSql(parseSearchCriteria({
      'searchCriteria[filter_groups][0][filters][0][field]': 'entity_id',
      'searchCriteria[filter_groups][0][filters][0][value]': '1,2, 3',
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'in',
    }));
    expect(inList).toMatchObject({ where: '"id" in (?, ?, ?)', params: [1, 2, 3], orderBy: '"created_at" desc' });
    expect(criteriaSql(parseSearchCriteria({
      'searchCriteria[filter_groups][0][filters][0][field]': 'increment_id',
      'searchCriteria[filter_groups][0][filters][0][value]': '%0001',
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'like',
    }))).toMatchObject({ where: "lower(cast(\"increment_id\" as text)) like ? escape '\\'", params: ['%0001'] });
    expect(() => parseSearchCriteria({ 'searchCriteria[filter_groups][0][filters][0][field]': 'grand_total', 'searchCriteria[filter_groups][0][filters][0][value]': 'abc' })).toThrow();
    expect(() => parseSearchCriteria({ 'searchCriteria[filter_groups][0][filters][0][field]': 'password_hash' })).toThrow();
    expect(() => parseSearchCriteria({ 'searchCriteria[filter_groups][0][filters][0][field]': 'status', 'searchCriteria[filter_groups][0][filters][0][condition_type]': 'regexp' })).toThrow();
    expect(() => parseSearchCriteria({ 'searchCriteria[sortOrders][0][field]': 'id; DROP TABLE orders' })).toThrow();
    expect(() => parseSearchCriteria({ 'searchCriteria[pageSize]': '0' })).toThrow();
  });
});
