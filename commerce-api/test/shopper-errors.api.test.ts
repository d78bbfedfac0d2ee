import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '../src/shopper-errors/routes.ts';
import { useSecondNode, useTestServer } from './support/server.ts';

/**
 * Shoppers' error reports and visit counts kept in the database (issue 26): two back-end
 * instances on ONE database, as behind two gateways, add up to one error rate, and share the
 * per-shopper limits. Only a holder of the gateways' credential may write or read them.
 */
const TOKEN = 'gateway-held-error-reports-credential-0123';
process.env['ERROR_REPORTS_TOKEN'] = TOKEN;
const api = useTestServer({ seed: false });
const second = useSecondNode(api);
let nodes: FastifyInstance[] = [];

beforeAll(() => {
  nodes = [api.server.app, second.server.app];
});

afterAll(() => {
  delete process.env['ERROR_REPORTS_TOKEN'];
});

const auth = { authorization: `Bearer ${TOKEN}` };
let pages = 0;
/** A page load's token id, as the gateway passes it on (each test its own, so their limits do not meet). */
const newPage = () => `page-load-${String(++pages).padStart(4, '0')}`;

function post(node: FastifyInstance, path: string, body: unknown, headers: Record<string, string> = auth) {
  return node.inject({ method: 'POST', url: `/api/admin/shopper-errors/${path}`, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
}

async function totals(node: FastifyInstance, bundle: string) {
  const res = await node.inject({ method: 'GET', url: '/api/admin/shopper-errors', headers: auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { versions: { bundle: string }[] }).versions.filter((v) => v.bundle === bundle);
}

describe('shopper error reports in the database', () => {
  it('are refused without the gateways credential, and guessing it is limited', async () => {
    const report = { client: '192.0.2.1', page: newPage(), kind: 'render', bundle: 'mf-forged', version: '1.0.0', message: 'x' };
    expect((await post(nodes[0]!, 'reports', report, {})).statusCode).toBe(401);
    expect((await post(nodes[0]!, 'reports', report, { authorization: 'Bearer not-the-credential' })).statusCode).toBe(401);
    expect((await nodes[1]!.inject({ method: 'GET', url: '/api/admin/shopper-errors' })).statusCode).toBe(401);
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) codes.push((await post(nodes[i % 2]!, 'reports', report, { authorization: `Bearer guess-${i}` })).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect(await totals(nodes[0]!, 'mf-forged')).toEqual([]);
  });

  it('refuses malformed reports and batches with a 400', async () => {
    const page = newPage();
    const report = { client: '192.0.2.2', page, kind: 'render', bundle: 'mf-demo', version: '1.0.0', message: 'x' };
    expect((await post(nodes[0]!, 'reports', { ...report, kind: 'boom' })).statusCode).toBe(400);
    expect((await post(nodes[0]!, 'reports', { ...report, version: '../../etc' })).statusCode).toBe(400);
    expect((await post(nodes[0]!, 'reports', { ...report, message: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await post(nodes[0]!, 'reports', { ...report, page: 'x' })).statusCode).toBe(400);
    const batch = { client: '192.0.2.2', page, visits: [{ bundle: 'mf-demo', version: '1.0.0', visits: 501, failed: 0 }] };
    expect((await post(nodes[0]!, 'visits', batch)).statusCode).toBe(400);
    expect((await post(nodes[0]!, 'visits', { ...batch, visits: [] })).statusCode).toBe(400);
  });

  it('add up across two instances on one database: the same error rate through either', async () => {
    const version = '2.1.0-both';
    for (let i = 0; i < 6; i++) {
      const node = nodes[i % 2]!;
      const page = newPage();
      expect((await post(node, 'visits', { client: `198.51.100.${i}`, page, visits: [{ bundle: 'mf-both', version, visits: 5, failed: i < 3 ? 1 : 0 }] })).statusCode).toBe(204);
      expect((await post(node, 'reports', { client: `198.51.100.${i}`, page, kind: i % 2 ? 'chunk' : 'render', bundle: 'mf-both', version, message: `failure ${i}` })).statusCode).toBe(204);
    }
    const expected = [{ bundle: 'mf-both', version, count: 6, visits: 30, failed: 3, kinds: { render: 3, chunk: 3 }, last: 'failure 5' }];
    expect(await totals(nodes[0]!, 'mf-both')).toEqual(expected);
    expect(await totals(nodes[1]!, 'mf-both')).toEqual(expected);
  });

  it('let one address send no more than its limit a minute, spread over both instances and sent at once', async () => {
    const { max } = REPORT_LIMITS.reportsPerClient;
    const client = '203.0.113.9';
    // Each from its own page load, so only the address's limit is met.
    const statuses = await Promise.all(
      Array.from({ length: max + 6 }, (_, i) =>
        post(nodes[i % 2]!, 'reports', { client, page: newPage(), kind: 'render', bundle: 'mf-flood', version: '1.0.0', message: `loop ${i}` }).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((s) => s === 204)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expect((await totals(nodes[1]!, 'mf-flood'))[0]).toMatchObject({ count: max });
  });

  it('count an IPv6 shopper by the /64, whichever address of it sends', async () => {
    const { max } = REPORT_LIMITS.reportsPerClient;
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i++) {
      const client = `2001:db8:5:6::${(i + 1).toString(16)}`;
      statuses.push((await post(nodes[i % 2]!, 'reports', { client, page: newPage(), kind: 'render', bundle: 'mf-v6', version: '1.0.0', message: `v6 ${i}` })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(max).fill(204), 429, 429]);
  });

  it('let one page load send a bounded number of reports, whatever the address', async () => {
    const { max } = REPORT_LIMITS.reportsPerPage;
    const page = newPage();
    const codes: number[] = [];
    for (let i = 0; i < max + 3; i++) {
      codes.push((await post(nodes[i % 2]!, 'reports', { client: `192.0.2.${100 + i}`, page, kind: 'chunk', bundle: 'mf-page', version: '1.0.0', message: `m${i}` })).statusCode);
    }
    expect(codes).toEqual([...Array<number>(max).fill(204), 429, 429, 429]);
    expect((await totals(nodes[0]!, 'mf-page'))[0]).toMatchObject({ count: max });
  });
});
