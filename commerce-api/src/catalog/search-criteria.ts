import { asText, foldAscii, leadingNumber, likePattern } from '../db/portable.ts';
import type { Engine } from '../db/store.ts';
import { badRequest } from '../http/errors.ts';

/**
 * Magento's searchCriteria grammar, read from the flat query string Magento clients send:
 * `searchCriteria[filter_groups][0][filters][0][field]=price&…[value]=1000&…[condition_type]=gteq`.
 * Filter groups are ANDed, filters inside a group are ORed. Both snake_case and camelCase keys
 * are accepted, as Magento does.
 */
export interface Filter {
  field: string;
  value: string;
  conditionType: ConditionType;
}

export interface SortOrder {
  field: string;
  direction: 'ASC' | 'DESC';
}

export interface SearchCriteria {
  filterGroups: Filter[][];
  sortOrders: SortOrder[];
  pageSize?: number;
  currentPage?: number;
  requestName?: string;
}

export const CONDITION_TYPES = ['eq', 'neq', 'in', 'nin', 'like', 'nlike', 'gteq', 'lteq', 'gt', 'lt', 'from', 'to', 'null', 'notnull', 'finset'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

export const MAX_PAGE_SIZE = 300;
const MAX_GROUPS = 50;
const MAX_FILTERS = 50;
const MAX_SORTS = 10;
const MAX_VALUE_LENGTH = 4096;

const FILTER_KEY = /^searchCriteria\[(?:filter_groups|filterGroups)\]\[(\d{1,3})\]\[filters\]\[(\d{1,3})\]\[(field|value|condition_type|conditionType)\]$/;
const SORT_KEY = /^searchCriteria\[(?:sort_orders|sortOrders)\]\[(\d{1,3})\]\[(field|direction)\]$/;

const invalid = (field: string, reason: string) => badRequest('invalid_search_criteria', { field, reason });

function single(key: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) throw invalid(key, 'repeated parameter');
  throw invalid(key, 'not a string');
}

function positiveInt(key: string, raw: string, max: number): number {
  if (!/^\d{1,9}$/.test(raw.trim())) throw invalid(key, 'not a positive whole number');
  const n = Number(raw.trim());
  if (n < 1 || n > max) {
    if (key.includes('ageSize') || key.includes('age_size')) throw badRequest('page_size_too_large', { max });
    throw invalid(key, `must be between 1 and ${max}`);
  }
  return n;
}

export function parseSearchCriteria(query: Record<string, unknown>): SearchCriteria {
  const groups = new Map<number, Map<number, Partial<Record<'field' | 'value' | 'conditionType', string>>>>();
  const sorts = new Map<number, Partial<Record<'field' | 'direction', string>>>();
  const criteria: SearchCriteria = { filterGroups: [], sortOrders: [] };
  for (const [key, rawValue] of Object.entries(query)) {
    if (!key.startsWith('searchCriteria')) continue;
    if (key === 'searchCriteria') continue; // `?searchCriteria` alone means "no criteria"
    const value = single(key, rawValue);
    if (value.length > MAX_VALUE_LENGTH) throw invalid(key, 'value too long');
    let m = FILTER_KEY.exec(key);
    if (m) {
      const g = Number(m[1]);
      const f = Number(m[2]);
      if (g >= MAX_GROUPS || f >= MAX_FILTERS) throw invalid(key, 'too many filters');
      const group = groups.get(g) ?? new Map();
      groups.set(g, group);
      const filter = group.get(f) ?? {};
      group.set(f, filter);
      const part = m[3] === 'condition_type' || m[3] === 'conditionType' ? 'conditionType' : (m[3] as 'field' | 'value');
      filter[part] = value;
      continue;
    }
    m = SORT_KEY.exec(key);
    if (m) {
      const s = Number(m[1]);
      if (s >= MAX_SORTS) throw invalid(key, 'too many sort orders');
      const sort = sorts.get(s) ?? {};
      sorts.set(s, sort);
      sort[m[2] as 'field' | 'direction'] = value;
      continue;
    }
    if (key === 'searchCriteria[pageSize]' || key === 'searchCriteria[page_size]') {
      criteria.pageSize = positiveInt(key, value, MAX_PAGE_SIZE);
    } else if (key === 'searchCriteria[currentPage]' || key === 'searchCriteria[current_page]') {
      criteria.currentPage = positiveInt(key, value, 1_000_000);
    } else if (key === 'searchCriteria[requestName]' || key === 'searchCriteria[request_name]') {
      criteria.requestName = value;
    } else {
      throw invalid(key.slice(0, 120), 'unknown parameter');
    }
  }
  for (const [, group] of [...groups].toSorted((a, b) => a[0] - b[0])) {
    const filters: Filter[] = [];
    for (const [index, f] of [...group].toSorted((a, b) => a[0] - b[0])) {
      if (!f.field) throw badRequest('required_field', { fieldName: `filters[${index}][field]` });
      const conditionType = (f.conditionType || 'eq').toLowerCase();
      if (!(CONDITION_TYPES as readonly string[]).includes(conditionType)) {
        throw badRequest('unknown_condition_type', { conditionType: conditionType.slice(0, 60) });
      }
      if (f.value === undefined && conditionType !== 'null' && conditionType !== 'notnull') {
        throw badRequest('required_field', { fieldName: `filters[${index}][value]` });
      }
      filters.push({ field: f.field, value: f.value ?? '', conditionType: conditionType as ConditionType });
    }
    if (filters.length) criteria.filterGroups.push(filters);
  }
  for (const [index, s] of [...sorts].toSorted((a, b) => a[0] - b[0])) {
    if (!s.field) throw badRequest('required_field', { fieldName: `sortOrders[${index}][field]` });
    const direction = (s.direction ?? 'ASC').toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC') throw invalid(`sortOrders[${index}][direction]`, 'must be ASC or DESC');
    criteria.sortOrders.push({ field: s.field, direction });
  }
  return criteria;
}

/** Magento echoes the criteria it applied, in snake_case. */
export function echoCriteria(criteria: SearchCriteria) {
  return {
    ...(criteria.requestName !== undefined ? { request_name: criteria.requestName } : {}),
    filter_groups: criteria.filterGroups.map((filters) => ({
      filters: filters.map((f) => ({ field: f.field, value: f.value, condition_type: f.conditionType })),
    })),
    ...(criteria.sortOrders.length ? { sort_orders: criteria.sortOrders.map((s) => ({ field: s.field, direction: s.direction })) } : {}),
    ...(criteria.pageSize !== undefined ? { page_size: criteria.pageSize } : {}),
    ...(criteria.currentPage !== undefined ? { current_page: criteria.currentPage } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// SQL compilation over a whitelist of fields. Values always travel as bound parameters.

export type FieldType = 'int' | 'number' | 'text' | 'date';

export interface FieldDef {
  /** SQL expression; built only from this whitelist, never from client text. */
  sql: string;
  type: FieldType;
  /** Membership in a many-to-many set, e.g. category_id: `sql` is the subquery of member ids. */
  membership?: boolean;
}

export interface CompiledWhere {
  sql: string;
  params: (string | number)[];
}

const MAX_IN_VALUES = 1000;

function convert(field: string, def: FieldDef, raw: string): string | number {
  const value = raw.trim();
  if (def.type === 'int') {
    if (!/^-?\d{1,15}$/.test(value)) throw badRequest('invalid_filter_value', { field, value: raw.slice(0, 80) });
    return Number(value);
  }
  if (def.type === 'number') {
    const n = Number(value);
    if (value === '' || !Number.isFinite(n)) throw badRequest('invalid_filter_value', { field, value: raw.slice(0, 80) });
    return n;
  }
  if (def.type === 'date' && !/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/.test(value)) {
    throw badRequest('invalid_filter_value', { field, value: raw.slice(0, 80) });
  }
  return def.type === 'date' ? value.replace('T', ' ') : raw;
}

function listOf(field: string, def: FieldDef, raw: string): (string | number)[] {
  const items = raw.split(',').map((v) => v.trim()).filter((v) => v !== '');
  if (items.length === 0) throw badRequest('invalid_filter_value', { field, value: raw.slice(0, 80) });
  if (items.length > MAX_IN_VALUES) throw invalid(field, `more than ${MAX_IN_VALUES} values`);
  return items.map((v) => convert(field, def, v));
}

function compileFilter(filter: Filter, def: FieldDef, params: (string | number)[], engine: Engine): string {
  const { field, conditionType, value } = filter;
  const col = def.sql;
  if (def.membership) {
    switch (conditionType) {
      case 'eq':
      case 'finset':
        params.push(convert(field, def, value));
        return `p.id IN (${col} = ?)`;
      case 'neq':
        params.push(convert(field, def, value));
        return `p.id NOT IN (${col} = ?)`;
      case 'in':
      case 'nin': {
        const values = listOf(field, def, value);
        params.push(...values);
        return `p.id ${conditionType === 'nin' ? 'NOT ' : ''}IN (${col} IN (${values.map(() => '?').join(',')}))`;
      }
      default:
        throw badRequest('unknown_condition_type', { conditionType });
    }
  }
  switch (conditionType) {
    case 'eq':
      params.push(convert(field, def, value));
      return `${col} = ?`;
    case 'neq':
      params.push(convert(field, def, value));
      return `(${col} IS NULL OR ${col} != ?)`;
    case 'in':
    case 'nin': {
      const values = listOf(field, def, value);
      params.push(...values);
      const list = `(${values.map(() => '?').join(',')})`;
      return conditionType === 'in' ? `${col} IN ${list}` : `(${col} IS NULL OR ${col} NOT IN ${list})`;
    }
    case 'like':
    case 'nlike': {
      params.push(likePattern(value));
      // Folded on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
      const match = `${foldAscii(engine, asText(engine, col))} LIKE ${foldAscii(engine, '?')} ESCAPE '\\'`;
      return conditionType === 'like' ? match : `(${col} IS NULL OR NOT ${match})`;
    }
    case 'finset':
      params.push(likePattern(`%,${value.trim()},%`));
      return `${foldAscii(engine, `',' || ${asText(engine, col)} || ','`)} LIKE ${foldAscii(engine, '?')} ESCAPE '\\'`;
    case 'null':
      return `${col} IS NULL`;
    case 'notnull':
      return `${col} IS NOT NULL`;
    default: {
      const op = { gt: '>', gteq: '>=', from: '>=', lt: '<', lteq: '<=', to: '<=' }[conditionType];
      if (!op) throw badRequest('unknown_condition_type', { conditionType });
      const converted = def.type === 'text' ? Number(value.trim()) : convert(field, def, value);
      if (def.type === 'text') {
        // Custom attributes are stored as text; numeric comparisons compare their numeric value.
        if (value.trim() === '' || !Number.isFinite(converted)) throw badRequest('invalid_filter_value', { field, value: value.slice(0, 80) });
        params.push(converted);
        return `${leadingNumber(engine, col)} ${op} ?`;
      }
      params.push(converted);
      return `${col} ${op} ?`;
    }
  }
}

/** `engine`: the SQL's dialect where the engines differ (folding case, reading a number out of text). */
export function compileWhere(criteria: SearchCriteria, resolve: (field: string) => FieldDef | undefined, engine: Engine = 'sqlite'): CompiledWhere {
  const params: (string | number)[] = [];
  const clauses = criteria.filterGroups.map((filters) => {
    const ors = filters.map((filter) => {
      const def = resolve(filter.field);
      if (!def) throw badRequest('unknown_filter_field', { field: filter.field.slice(0, 80) });
      return compileFilter(filter, def, params, engine);
    });
    return ors.length === 1 ? ors[0]! : `(${ors.join(' OR ')})`;
  });
  return { sql: clauses.length ? clauses.join(' AND ') : '1 = 1', params };
}
