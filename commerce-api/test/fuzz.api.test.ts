import { beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../src/http/route-table.ts';
import { casesFor } from './support/fuzz-cases.ts';
import { registerCustomer, snapshotOf } from './support/commerce.ts';
import { useTestServer } from './support/server.ts';

/**
 * A fuzz pass generated from the routes the server really registers (and their JSON schemas):
 * hostile path params, query strings and bodies on every endpoint. No answer may be a 5xx or take
 * longer than 2 s (a hang), a refused write must leave the database as it was, and nothing may
 * reach Object.prototype.
 */
const HANG_MS = 2000;
/**
 * A route's first call may build what later calls reuse (the search engine's product summaries, a
 * listing index: seconds on a busy 2-core machine); it gets this long, every later call HANG_MS.
 */
const COLD_CALL_MS = 10_000;

let token: string;
const api = useTestServer();
beforeAll(async () => {
  token = (await registerCustomer(api.server)).token;
});

describe('schema-driven fuzz of every endpoint', () => {
  it('never answers 5xx, never hangs, never changes data on a refusal, never pollutes prototypes', { timeout: 600_000 }, async () => {
    const routes = routesOf(api.server.app).filter((r) => !(r.url === '/search/*' && r.method !== 'GET'));
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    // One snapshot per write route: the state after one route is the state before the next.
    let state = await snapshotOf(api.store);
    for (const route of routes) {
      const writes = route.method !== 'GET';
      let allRefused = true;
      let limit = COLD_CALL_MS;
      for (const c of casesFor(route)) {
        const started = Date.now();
        let status: number;
        try {
          const res = await fetch(api.server.url + c.path, {
            method: route.method,
            headers: { authorization: `Bearer ${token}`, ...(c.body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: c.body,
            signal: AbortSignal.timeout(limit),
          });
          await res.arrayBuffer();
          status = res.status;
        } catch (error) {
          failures.push(`${route.method} ${route.url} [${c.label}]: no answer within ${limit} ms (${String(error)}) after ${Date.now() - started} ms`);
          continue;
        } finally {
          limit = HANG_MS;
        }
        if (status >= 500) failures.push(`${route.method} ${route.url} [${c.label}]: ${status}`);
        if (status < 400) allRefused = false;
      }
      if (writes) {
        const after = await snapshotOf(api.store);
        if (allRefused && after !== state) failures.push(`${route.method} ${route.url}: refused input changed the database`);
        state = after;
      }
    }
    expect(failures).toEqual([]);
    expect((Object.prototype as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
