import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createReadLimiter, isLimitedRead, readerAddress, readLimitHook, RENDER_FOR_HEADER, RENDER_KEY_HEADER, type ReadLimiter, type SharedReadCounts } from './read-limiter.ts';

const KEY = 'a-render-key-of-this-run';
const read = (headers: Record<string, string>) => ({ ip: '127.0.0.1', headers });

describe('read limiter', () => {
  it('limits listings and searches, not product pages or carts', () => {
    expect(isLimitedRead('/rest/fr/V1/products?searchCriteria[pageSize]=20')).toBe(true);
    expect(isLimitedRead('/rest/en/V1/categories/list')).toBe(true);
    expect(isLimitedRead('/search/indexes/fr_products/search')).toBe(true);
    expect(isLimitedRead('/search/multi-search')).toBe(true);
    expect(isLimitedRead('/rest/fr/V1/products/SKU-1')).toBe(false);
    expect(isLimitedRead('/rest/fr/V1/guest-carts/abc')).toBe(false);
    expect(isLimitedRead('/api/health')).toBe(false);
  });

  it('allows a budget per address per minute, then refuses until the window turns', () => {
    let t = 0;
    const limiter = createReadLimiter(3, { now: () => t });
    expect([1, 2, 3, 4].map(() => limiter.allow('a'))).toEqual([true, true, true, false].map((allowed) => ({ allowed, retryAfterSeconds: 60 })));
    expect(limiter.allow('b')).toEqual({ allowed: true, retryAfterSeconds: 60 });
    t = 30_000;
    expect(limiter.allow('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // Windows start on the minute (every node agrees on them), not at an address's first read.
    t = 59_000;
    expect(limiter.allow('c')).toEqual({ allowed: true, retryAfterSeconds: 1 });
    t = 60_000;
    expect(limiter.allow('a')).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it("counts a server render's read against the shopper it names only with the gateway's key", () => {
    expect(readerAddress(read({ [RENDER_KEY_HEADER]: KEY, [RENDER_FOR_HEADER]: '203.0.113.9' }), KEY)).toBe('203.0.113.9');
    expect(readerAddress(read({ [RENDER_KEY_HEADER]: KEY, [RENDER_FOR_HEADER]: '2001:db8::1' }), KEY)).toBe('2001:0db8:0000:0000::/64');
    // Anyone else naming an address spends their own budget.
    expect(readerAddress(read({ [RENDER_KEY_HEADER]: 'guess', [RENDER_FOR_HEADER]: '203.0.113.9' }), KEY)).toBe('127.0.0.1');
    expect(readerAddress(read({ [RENDER_FOR_HEADER]: '203.0.113.9' }), KEY)).toBe('127.0.0.1');
    expect(readerAddress(read({ [RENDER_KEY_HEADER]: KEY, [RENDER_FOR_HEADER]: 'not an address' }), KEY)).toBe('127.0.0.1');
    // A back end without a render key trusts no header.
    expect(readerAddress(read({ [RENDER_KEY_HEADER]: KEY, [RENDER_FOR_HEADER]: '203.0.113.9' }), undefined)).toBe('127.0.0.1');
  });

  it("gives every shopper of the gateway's renders a budget of their own", async () => {
    const app = Fastify();
    app.addHook('onRequest', readLimitHook(createReadLimiter(2), KEY));
    app.get('/rest/fr/V1/products', async () => ({ items: [] }));
    const list = (shopper: string) =>
      app.inject({ method: 'GET', url: '/rest/fr/V1/products', headers: { [RENDER_KEY_HEADER]: KEY, [RENDER_FOR_HEADER]: shopper } }).then((r) => r.statusCode);
    expect([await list('198.51.100.1'), await list('198.51.100.1'), await list('198.51.100.1')]).toEqual([200, 200, 429]);
    expect(await list('198.51.100.2')).toBe(200);
    await app.close();
  });
});

/**
 * The shared count as the database keeps it (`rate_limits`, one upsert per batch), answering after
 * a turn of the event loop as a query would; `calls` counts the round trips.
 */
function sharedCount() {
  const counts = new Map<string, { start: number; hits: number }>();
  const state = { calls: 0, down: false };
  const add: SharedReadCounts = async (windowStart, reads) => {
    state.calls += 1;
    await new Promise((resolve) => setImmediate(resolve));
    if (state.down) throw new Error('database away');
    const totals = new Map<string, number>();
    for (const [address, n] of reads) {
      const c = counts.get(address);
      const next = !c || c.start < windowStart ? { start: windowStart, hits: n } : { start: c.start, hits: c.hits + n };
      counts.set(address, next);
      totals.set(address, next.hits);
    }
    return totals;
  };
  return { add, state };
}

const allowed = async (verdicts: ReturnType<ReadLimiter['allow']>[]) => (await Promise.all(verdicts)).filter((v) => v.allowed).length;

describe('read limiter shared by nodes', () => {
  it('judges reads far from the budget in memory, and sends them in one batch per flush', async () => {
    const db = sharedCount();
    const node = createReadLimiter(1200, { now: () => 0, shared: db.add });
    // 17 reads of one address, one of another: under the slice (1200 / 64 = 18), nothing waits.
    for (let i = 0; i < 17; i++) expect(node.allow('a')).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect(node.allow('b')).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect(db.state.calls).toBe(0);
    await node.flush();
    expect(db.state.calls).toBe(1);
    await node.flush();
    expect(db.state.calls).toBe(1);
  });

  it('gives two nodes one budget: reads spread over both are counted once', async () => {
    const db = sharedCount();
    const [a, b] = [createReadLimiter(640, { now: () => 0, shared: db.add }), createReadLimiter(640, { now: () => 0, shared: db.add })];
    expect(await allowed(Array.from({ length: 400 }, () => a.allow('x')))).toBe(400);
    await a.flush();
    // A node judging alone would let 640 more through.
    expect(await allowed(Array.from({ length: 400 }, () => b.allow('x')))).toBe(240);
    // The first node last heard 400: it allows blind less than a slice (640 / 64 = 10), then learns.
    expect(await allowed(Array.from({ length: 15 }, () => a.allow('x')))).toBe(9);
    expect(await allowed(Array.from({ length: 15 }, () => a.allow('x')))).toBe(0);
  });

  it('lets exactly the budget through when reads reach three nodes at once', async () => {
    const db = sharedCount();
    const nodes = [1, 2, 3].map(() => createReadLimiter(640, { now: () => 0, shared: db.add }));
    const verdicts = Array.from({ length: 1800 }, (_, i) => nodes[i % 3]!.allow('x'));
    // Each node's next reads wait for its slice's answer, so every view stays fresh: exact here.
    expect(await allowed(verdicts)).toBe(640);
  });

  it('judges alone while the database is away, and sends the reads once it is back', async () => {
    const db = sharedCount();
    const errors: unknown[] = [];
    const node = createReadLimiter(64, { now: () => 0, shared: db.add, onError: (e) => errors.push(e) });
    db.state.down = true;
    expect(await allowed(Array.from({ length: 10 }, () => node.allow('x')))).toBe(10);
    expect(errors.length).toBeGreaterThan(0);
    db.state.down = false;
    await node.flush();
    const other = createReadLimiter(64, { now: () => 0, shared: db.add });
    expect(await allowed(Array.from({ length: 60 }, () => other.allow('x')))).toBe(54);
  });
});
