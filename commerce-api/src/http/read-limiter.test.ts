import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createReadLimiter, isLimitedRead, readerAddress, readLimitHook, RENDER_FOR_HEADER, RENDER_KEY_HEADER } from './read-limiter.ts';

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
    const limiter = createReadLimiter(3, () => t);
    expect([1, 2, 3, 4].map(() => limiter.allow('a').allowed)).toEqual([true, true, true, false]);
    expect(limiter.allow('b').allowed).toBe(true);
    t = 30_000;
    expect(limiter.allow('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    t = 60_000;
    expect(limiter.allow('a').allowed).toBe(true);
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
    app.addHook('onRequest', readLimitHook(2, KEY));
    app.get('/rest/fr/V1/products', async () => ({ items: [] }));
    const list = (shopper: string) =>
      app.inject({ method: 'GET', url: '/rest/fr/V1/products', headers: { [RENDER_KEY_HEADER]: KEY, [RENDER_FOR_HEADER]: shopper } }).then((r) => r.statusCode);
    expect([await list('198.51.100.1'), await list('198.51.100.1'), await list('198.51.100.1')]).toEqual([200, 200, 429]);
    expect(await list('198.51.100.2')).toBe(200);
    await app.close();
  });
});
