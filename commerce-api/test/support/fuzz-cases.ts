import type { RouteSummary } from '../../src/http/route-table.ts';

/** Hostile inputs for one route, generated from its URL pattern and JSON schema (the fuzz test). */
const HOSTILE_STRINGS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '-1',
  '99999999999999999999999',
  '1e308',
  'NaN',
  '../../../etc/passwd',
  '%00',
  "' OR 1=1 --",
  '<img src=x onerror=alert(1)>',
  'é😀\u202e\u0000漢字',
  'x'.repeat(5000),
];

const HOSTILE_JSON: unknown[] = [
  null,
  true,
  -1,
  1e308,
  'é😀\u202e',
  'x'.repeat(100_000),
  [],
  [[[[[]]]]],
  {},
  JSON.parse('{"__proto__":{"polluted":1}}'),
  { constructor: { prototype: { polluted: 1 } } },
];

const HOSTILE_QUERIES = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'toString=1',
  'searchCriteria[filter_groups][0][filters][0][field]=__proto__&searchCriteria[filter_groups][0][filters][0][value]=1',
  'searchCriteria[sortOrders][0][field]=constructor',
  'searchCriteria[pageSize]=99999999999&searchCriteria[currentPage]=-5',
  'fields=__proto__[x]',
  `q=${encodeURIComponent('é😀\u202e')}`,
  `q=${'x'.repeat(3000)}`,
];

export interface Case {
  label: string;
  path: string;
  body?: string;
}

const fill = (url: string, value: string) => url.replace(/:(\w+)/g, () => encodeURIComponent(value)).replace(/\*$/, encodeURIComponent(value));

function bodyProperties(route: RouteSummary): string[] {
  const body = route.schema?.body as { properties?: Record<string, unknown> } | undefined;
  return Object.keys(body?.properties ?? {});
}

export function casesFor(route: RouteSummary): Case[] {
  const cases: Case[] = [];
  const hasParams = /:\w+|\*$/.test(route.url);
  const plain = fill(route.url, '1');
  if (hasParams) for (const value of HOSTILE_STRINGS) cases.push({ label: `param ${value.slice(0, 20)}`, path: fill(route.url, value) });
  for (const query of HOSTILE_QUERIES) cases.push({ label: `query ${query.slice(0, 30)}`, path: `${plain}?${query}` });
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    for (const value of HOSTILE_JSON) cases.push({ label: `body ${JSON.stringify(value).slice(0, 30)}`, path: plain, body: JSON.stringify(value) });
    for (const name of bodyProperties(route)) {
      for (const value of [...HOSTILE_JSON, ...HOSTILE_STRINGS.slice(0, 4)]) {
        cases.push({ label: `${name}=${JSON.stringify(value).slice(0, 30)}`, path: plain, body: JSON.stringify({ [name]: value }) });
      }
    }
  }
  return cases;
}

