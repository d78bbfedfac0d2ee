import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf, type RouteSummary } from '../src/http/route-table.ts';
import { openDb, registerCustomer, snapshot } from './support/commerce.ts';
import { startServer, type TestServer } from './support/server.ts';

/**
 * A fuzz pass generated from the routes the server really registers (and their JSON schemas):
 * hostile path params, query strings and bodies on every endpoint. No answer may be a 5xx or take
 * longer than 2 s (a hang), a refused write must leave the database as it was, and nothing may
 * reach Object.prototype.
 */
const HANG_MS = 2000;

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

interface Case {
  label: string;
  path: string;
  body?: string;
}

const fill = (url: string, value: string) => url.replace(/:(\w+)/g, () => encodeURIComponent(value)).replace(/\*$/, encodeURIComponent(value));

function bodyProperties(route: RouteSummary): string[] {
  const body = route.schema?.body as { properties?: Record<string, unknown> } | undefined;
  return Object.keys(body?.properties ?? {});
}

function casesFor(route: RouteSummary): Case[] {
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

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = (await registerCustomer(server)).token;
});
afterAll(() => server.close());

describe('schema-driven fuzz of every endpoint', () => {
  it('never answers 5xx, never hangs, never changes data on a refusal, never pollutes prototypes', { timeout: 600_000 }, async () => {
    const routes = routesOf(server.app).filter((r) => !(r.url === '/search/*' && r.method !== 'GET'));
    expect(routes.length).toBeGreaterThan(80);
    const db = openDb(server);
    const failures: string[] = [];
    try {
      // One snapshot per write route: the state after one route is the state before the next.
      let state = snapshot(db);
      for (const route of routes) {
        const writes = route.method !== 'GET';
        let allRefused = true;
        for (const c of casesFor(route)) {
          const started = Date.now();
          let status: number;
          try {
            const res = await fetch(server.url + c.path, {
              method: route.method,
              headers: { authorization: `Bearer ${token}`, ...(c.body === undefined ? {} : { 'content-type': 'application/json' }) },
              body: c.body,
              signal: AbortSignal.timeout(HANG_MS),
            });
            await res.arrayBuffer();
            status = res.status;
          } catch (error) {
            failures.push(`${route.method} ${route.url} [${c.label}]: no answer within ${HANG_MS} ms (${String(error)}) after ${Date.now() - started} ms`);
            continue;
          }
          if (status >= 500) failures.push(`${route.method} ${route.url} [${c.label}]: ${status}`);
          if (status < 400) allRefused = false;
        }
        if (writes) {
          const after = snapshot(db);
          if (allRefused && after !== state) failures.push(`${route.method} ${route.url}: refused input changed the database`);
          state = after;
        }
      }
    } finally {
      db.close();
    }
    expect(failures).toEqual([]);
    expect((Object.prototype as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
