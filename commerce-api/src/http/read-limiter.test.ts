import { describe, expect, it } from 'vitest';
import { createReadLimiter, isLimitedRead } from './read-limiter.ts';

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
});
