import { badRequest } from '../http/errors.ts';

/** A parsed Magento `fields` selector: key → nested selector, or null for the whole value. */
export type FieldTree = Map<string, FieldTree | null>;

const MAX_FIELDS_LENGTH = 2000;

/**
 * Magento's response field filter: `fields=items[sku,name,extension_attributes[stock_item[qty]]],total_count`.
 * Returns undefined when the parameter is absent or empty.
 */
export function parseFields(raw: unknown): FieldTree | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > MAX_FIELDS_LENGTH) throw badRequest('invalid_field', { fieldName: 'fields', reason: 'a field list' });
  let i = 0;
  const fail = (): never => {
    throw badRequest('invalid_field', { fieldName: 'fields', reason: `unexpected character at ${i + 1}` });
  };
  const parseList = (depth: number): FieldTree => {
    if (depth > 10) fail();
    const tree: FieldTree = new Map();
    for (;;) {
      const start = i;
      while (i < raw.length && /[A-Za-z0-9_]/.test(raw[i]!)) i++;
      const name = raw.slice(start, i);
      if (!name) fail();
      let sub: FieldTree | null = null;
      if (raw[i] === '[') {
        i++;
        sub = parseList(depth + 1);
        if (raw[i] !== ']') fail();
        i++;
      }
      tree.set(name, sub);
      if (raw[i] === ',') {
        i++;
        continue;
      }
      return tree;
    }
  };
  const tree = parseList(0);
  if (i !== raw.length) fail();
  return tree;
}

/** Keeps only the selected fields; arrays are filtered element by element. */
export function applyFields(value: unknown, tree: FieldTree): unknown {
  if (Array.isArray(value)) return value.map((v) => applyFields(v, tree));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, sub] of tree) {
    if (!Object.hasOwn(value, key)) continue;
    const v = (value as Record<string, unknown>)[key];
    out[key] = sub ? applyFields(v, sub) : v;
  }
  return out;
}

/** Magento's `fields` response filter, when the query has one. */
export function withFields(query: Record<string, unknown>, value: unknown): unknown {
  const fields = parseFields(query['fields']);
  return fields ? applyFields(value, fields) : value;
}
