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

/**
 * `JSON.stringify(applyFields(JSON.parse(json), tree))` read off the text, for JSON that
 * `JSON.stringify` wrote (no spaces, each value in its canonical form): a kept value's text is
 * copied as is, only the objects the selector descends into are taken apart. A product's
 * template is kilobytes of JSON a listing keeps nearly whole; parsing it into objects and
 * writing it out again was most of what a product seen for the first time costs. Undefined when
 * the selector names a key an object orders or stores differently (an integer-like key comes
 * first in an object, `__proto__` is no own property): the caller then filters the parsed value.
 */
export function projectJson(json: string, tree: FieldTree): string | undefined {
  for (const key of tree.keys()) if (key === '__proto__' || /^\d+$/.test(key)) return undefined;
  const out = project(json, 0, tree);
  return out?.[0];
}

/** The filtered text of the value at `at`, and where that value ends; undefined when not handled. */
function project(json: string, at: number, tree: FieldTree): [string, number] | undefined {
  const c = json.charCodeAt(at);
  if (c === 0x5b /* [ */) {
    const parts: string[] = [];
    let i = at + 1;
    if (json.charCodeAt(i) === 0x5d) return ['[]', i + 1];
    for (;;) {
      const item = project(json, i, tree);
      if (!item) return undefined;
      parts.push(item[0]);
      i = item[1];
      const next = json.charCodeAt(i);
      if (next === 0x5d /* ] */) return [`[${parts.join(',')}]`, i + 1];
      if (next !== 0x2c /* , */) return undefined;
      i++;
    }
  }
  if (c !== 0x7b /* { */) {
    const end = skipValue(json, at);
    return end < 0 ? undefined : [json.slice(at, end), end];
  }
  // An object: where each member's value starts and ends, by key.
  const members = new Map<string, [number, number]>();
  let i = at + 1;
  if (json.charCodeAt(i) === 0x7d /* } */) i++;
  else {
    for (;;) {
      if (json.charCodeAt(i) !== 0x22) return undefined;
      const keyEnd = skipValue(json, i);
      if (keyEnd < 0 || json.charCodeAt(keyEnd) !== 0x3a /* : */) return undefined;
      const raw = json.slice(i + 1, keyEnd - 1);
      const key = raw.includes('\\') ? (JSON.parse(json.slice(i, keyEnd)) as string) : raw;
      const end = skipValue(json, keyEnd + 1);
      if (end < 0) return undefined;
      members.set(key, [keyEnd + 1, end]);
      i = end;
      const next = json.charCodeAt(i);
      i++;
      if (next === 0x7d) break;
      if (next !== 0x2c) return undefined;
    }
  }
  const parts: string[] = [];
  for (const [key, sub] of tree) {
    const span = members.get(key);
    if (!span) continue;
    const value = sub ? project(json, span[0], sub) : [json.slice(span[0], span[1])];
    if (!value) return undefined;
    parts.push(`${JSON.stringify(key)}:${value[0]}`);
  }
  return [`{${parts.join(',')}}`, i];
}

/** Where the JSON value starting at `at` ends (-1 when it is not one this reads). */
function skipValue(json: string, at: number): number {
  const c = json.charCodeAt(at);
  if (c === 0x22 /* " */) {
    let i = at + 1;
    for (;;) {
      const quote = json.indexOf('"', i);
      if (quote < 0) return -1;
      // A quote is escaped when an odd number of backslashes stands before it.
      let slashes = 0;
      while (json.charCodeAt(quote - 1 - slashes) === 0x5c) slashes++;
      if (slashes % 2 === 0) return quote + 1;
      i = quote + 1;
    }
  }
  if (c === 0x7b || c === 0x5b) {
    let depth = 0;
    let i = at;
    while (i < json.length) {
      const d = json.charCodeAt(i);
      if (d === 0x22) {
        i = skipValue(json, i);
        if (i < 0) return -1;
        continue;
      }
      if (d === 0x7b || d === 0x5b) depth++;
      else if (d === 0x7d || d === 0x5d) {
        depth--;
        if (depth === 0) return i + 1;
      }
      i++;
    }
    return -1;
  }
  // A number, true, false or null: up to the next delimiter.
  let i = at;
  while (i < json.length) {
    const d = json.charCodeAt(i);
    if (d === 0x2c || d === 0x7d || d === 0x5d || d === 0x3a) break;
    i++;
  }
  return i > at ? i : -1;
}
