import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { minuteWindowClock, useSecondNode, useTestServer } from './support/server.ts';

/**
 * Two back-end instances on ONE database, as two nodes behind a load balancer: the catalogue read
 * limit is one budget per address across them (decision 030), not one per node.
 */
const BUDGET = 128;
const limits = { signupsPerHour: 10_000, accountLookupsPerHour: 10_000, readsPerMinute: BUDGET };
/** Both nodes' clock: a case that needs one window moves it a second into the next. */
const { now, startOfNextMinute } = minuteWindowClock();
const api = useTestServer({ now, config: { mode: 'test', limits } });
const second = useSecondNode(api, { now, config: { mode: 'test', limits } });
let nodes: FastifyInstance[] = [];

beforeAll(() => {
  nodes = [api.server.app, second.server.app];
});

async function reads(node: FastifyInstance, address: string, count: number): Promise<number> {
  let allowed = 0;
  for (let i = 0; i < count; i++) {
    const res = await node.inject({ method: 'GET', url: '/rest/fr/V1/categories/list', remoteAddress: address });
    if (res.statusCode === 200) allowed += 1;
    else expect(res.statusCode).toBe(429);
  }
  return allowed;
}

describe('catalogue read limit shared by two instances on one database', () => {
  it('spends one budget per address across both nodes', async () => {
    startOfNextMinute();
    const address = '198.51.100.77';
    expect(await reads(nodes[0]!, address, 80)).toBe(80);
    // Counted per node, the second would allow 128 more. The first node's last slice may not be
    // written yet when the second asks (decision 030): at most one read more than the rest.
    const allowedBySecond = await reads(nodes[1]!, address, 80);
    expect(allowedBySecond).toBeGreaterThanOrEqual(BUDGET - 80);
    expect(allowedBySecond).toBeLessThanOrEqual(BUDGET - 80 + 1);
    // The first node last heard 80: less than a slice (128 / 64 = 2) gets through before it learns.
    expect(await reads(nodes[0]!, address, 10)).toBeLessThanOrEqual(1);
    expect(await reads(nodes[0]!, address, 10)).toBe(0);
    // Another address has its own budget.
    expect(await reads(nodes[1]!, '198.51.100.78', 5)).toBe(5);
  }, 60_000);

  it('lets no more than the budget through when reads arrive at both nodes at once', async () => {
    startOfNextMinute();
    const address = '198.51.100.79';
    const statuses = await Promise.all(
      Array.from({ length: BUDGET * 2 }, (_, i) => nodes[i % 2]!.inject({ method: 'GET', url: '/rest/fr/V1/categories/list', remoteAddress: address }).then((r) => r.statusCode)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(BUDGET);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BUDGET);
  }, 60_000);
});
