import { sql, type ComparisonOperator } from 'kysely';
import { foldAsciiOf, foldAsciiText, likePattern } from '../db/portable.ts';
import type { Engine } from '../db/store.ts';
import { badRequest } from '../http/errors.ts';
import type { OrderFilter, OrderSort } from './repository.ts';

export interface Filter {
  field: string;
  value: string;
  conditionType: keyof typeof CONDITIONS;
}

export interface SearchCriteria {
  filter_groups: { filters: Filter[] }[];
  sort_orders: { field: string; direction: 'ASC' | 'DESC' }[];
  page_size: number;
  current_page: number;
}

/** Columns an order list may be filtered or sorted on. */
export const ORDER_FIELDS: Record<string, OrderSort['column']> = {
  entity_id: 'id',
  increment_id: 'increment_id',
  customer_id: 'customer_id',
  created_at: 'created_at',
  updated_at: 'updated_at',
  status: 'status',
  state: 'state',
  grand_total: 'grand_total',
};

const CONDITIONS = { eq: '=', neq: '!=', gt: '>', gteq: '>=', lt: '<', lteq: '<=', like: 'like', in: 'in', nin: 'not in' } as const satisfies Record<string, ComparisonOperator>;

/** Fields holding numbers: a value compared with them must be one (PostgreSQL refuses text there). */
const NUMERIC_FIELDS = new Set(['entity_id', 'customer_id', 'grand_total']);
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;

/**
 * Reads Magento's flat query keys (`searchCriteria[filter_groups][0][filters][0][field]=…`,
 * camelCase `filterGroups`/`sortOrders` too) into a structure.
 */
export function parseSearchCriteria(query: Record<string, unknown>): SearchCriteria {
  const groups: Record<string, Record<string, Partial<Record<keyof Filter, string>>>> = {};
  const sorts: Record<string, { field?: string; direction?: string }> = {};
  let pageSize: number | undefined;
  let currentPage: number | undefined;
  for (const [key, raw] of Object.entries(query)) {
    const value = Array.isArray(raw) ? String(raw[raw.length - 1]) : String(raw);
    let m = /^searchCriteria\[(?:filter_groups|filterGroups)\]\[(\d{1,2})\]\[filters\]\[(\d{1,2})\]\[(field|value|condition_type|conditionType)\]$/.exec(key);
    if (m) {
      const filter = ((groups[m[1]!] ??= {})[m[2]!] ??= {});
      const prop = m[3] === 'condition_type' ? 'conditionType' : (m[3] as keyof Filter);
      filter[prop] = value;
      continue;
    }
    m = /^searchCriteria\[(?:sort_orders|sortOrders)\]\[(\d{1,2})\]\[(field|direction)\]$/.exec(key);
    if (m) {
      (sorts[m[1]!] ??= {})[m[2] as 'field' | 'direction'] = value;
      continue;
    }
    if (key === 'searchCriteria[pageSize]' || key === 'searchCriteria[page_size]') pageSize = Number(value);
    else if (key === 'searchCriteria[currentPage]' || key === 'searchCriteria[current_page]') currentPage = Number(value);
  }
  const filter_groups = Object.values(groups).map((g) => ({
    filters: Object.values(g).map((f) => {
      const field = f.field ?? '';
      const conditionType = (f.conditionType ?? 'eq').toLowerCase();
      if (!Object.hasOwn(ORDER_FIELDS, field)) throw badRequest('invalid_field', { fieldName: 'searchCriteria.filter.field', reason: field.slice(0, 40) || 'missing' });
      if (!Object.hasOwn(CONDITIONS, conditionType)) throw badRequest('invalid_field', { fieldName: 'searchCriteria.filter.condition_type', reason: conditionType.slice(0, 20) });
      const value = (f.value ?? '').slice(0, 200);
      const listed = conditionType === 'in' || conditionType === 'nin' ? value.split(',').map((v) => v.trim()).filter(Boolean) : [value];
      if (NUMERIC_FIELDS.has(field) && conditionType !== 'like' && !listed.every((v) => NUMBER.test(v))) {
        throw badRequest('invalid_field', { fieldName: 'searchCriteria.filter.value', reason: 'number expected' });
      }
      return { field, value, conditionType: conditionType as keyof typeof CONDITIONS };
    }),
  }));
  const sort_orders = Object.values(sorts).map((s) => {
    const field = s.field ?? '';
    if (!Object.hasOwn(ORDER_FIELDS, field)) throw badRequest('invalid_field', { fieldName: 'searchCriteria.sortOrders.field', reason: field.slice(0, 40) || 'missing' });
    return { field, direction: (s.direction ?? 'ASC').toUpperCase() === 'DESC' ? ('DESC' as const) : ('ASC' as const) };
  });
  // Magento answers every match without a pageSize; 100 (the maximum) keeps that in practice.
  const size = pageSize === undefined ? 100 : pageSize;
  const page = currentPage === undefined ? 1 : currentPage;
  if (!Number.isInteger(size) || size < 1 || size > 100) throw badRequest('invalid_field', { fieldName: 'searchCriteria.pageSize', reason: '1..100' });
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw badRequest('invalid_field', { fieldName: 'searchCriteria.currentPage', reason: '>= 1' });
  return { filter_groups, sort_orders, page_size: size, current_page: page };
}

/** The criteria as a filter over orders: filters of a group OR'ed, groups AND'ed, every value a bound parameter. */
export function criteriaFilter(criteria: SearchCriteria, engine: Engine = 'sqlite'): OrderFilter {
  return (eb) =>
    eb.and(
      criteria.filter_groups.map((group) =>
        eb.or(
          group.filters.map((f) => {
            const column = ORDER_FIELDS[f.field]!;
            const op = CONDITIONS[f.conditionType]!;
            const value = (text: string) => (NUMERIC_FIELDS.has(f.field) ? Number(text) : text);
            if (op === 'in' || op === 'not in') {
              const values = f.value.split(',').map((v) => v.trim()).filter(Boolean).slice(0, 100);
              if (!values.length) return eb.lit(op === 'not in');
              return eb(column, op, values.map(value));
            }
            // LIKE ignores ASCII case and escapes with `\` on both engines (`foldAsciiOf`,
            // `likePattern`), whatever PostgreSQL's LC_CTYPE; numbers are matched as text.
            if (op === 'like') return sql<boolean>`${foldAsciiOf(engine, eb.cast(eb.ref(column), 'text'))} like ${foldAsciiText(likePattern(f.value))} escape '\\'`;
            return eb(column, op, value(f.value));
          }),
        ),
      ),
    );
}

/** The sort orders as columns, newest first when none is given; the id breaks ties. */
export function criteriaSort(criteria: SearchCriteria): OrderSort[] {
  return criteria.sort_orders.length
    ? criteria.sort_orders.map((s) => ({ column: ORDER_FIELDS[s.field]!, direction: s.direction === 'DESC' ? 'desc' : 'asc' }))
    : [{ column: 'created_at', direction: 'desc' }];
}
