import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { $toasts, configureApi, setLocale } from '@shop/shared';
import { resetSearchClient } from '../../api/search';
import type { SearchQuery } from './lib/search-query';
import { $search } from './lib/search-store';
import { useSearch } from './use-search';

let release: (() => void) | null = null;
let bodies: Record<string, unknown>[] = [];
let failWith: number | null = null;

beforeAll(() => configureApi({ baseUrl: 'http://shop.test' }));

beforeEach(() => {
  bodies = [];
  failWith = null;
  resetSearchClient();
  setLocale('fr');
  $toasts.set([]);
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.pathname === '/api/search-config') return Response.json({ host: '/search', key: 'k', indexes: { fr: 'fr_products', en: 'en_products' } });
    bodies.push((await request.json()) as Record<string, unknown>);
    // Like a real fetch, a held request fails when its signal aborts.
    const signal = init?.signal ?? request.signal;
    await new Promise<void>((resolve, reject) => {
      release = resolve;
      signal?.addEventListener('abort', () => reject(signal.reason));
    });
    if (failWith) return Response.json({ message: 'Invalid filter', code: 'invalid_search_filter', type: 'invalid_request', link: '' }, { status: failWith });
    return Response.json({
      hits: [{ id: 1, name: 'Samsung Galaxy A15' }],
      totalHits: 97,
      totalPages: 3,
      hitsPerPage: 40,
      page: 1,
      facetDistribution: { brand: { Samsung: 97 }, categories: { Smartphones: 60 } },
      facetStats: { final_price: { min: 50000, max: 200000 } },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe({ query }: { query: SearchQuery }) {
  useSearch(query);
  return null;
}

const query: SearchQuery = { q: 'samsumg', brands: ['Samsung'], categories: [], price: { from: 50000, to: 100000 }, sort: 'price_asc', page: 1 };

describe('useSearch', () => {
  it('raises the in-progress flag while searching and fills the store (pages = ceil(found / page size))', async () => {
    render(<Probe query={query} />);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect($search.get().inProgress).toBe(true);
    expect(bodies[0]).toMatchObject({
      q: 'samsumg',
      page: 1,
      hitsPerPage: 40,
      filter: ['brand = "Samsung"', 'final_price >= 50000', 'final_price < 100000'],
      sort: ['final_price:asc'],
    });
    release!();
    await waitFor(() => expect($search.get().inProgress).toBe(false));
    expect($search.get()).toMatchObject({ found: 97, pages: 3, pageSize: 40, page: 1, failed: false, priceStats: { min: 50000, max: 200000 } });
  });

  it('lowers the flag on failure and toasts the server message', async () => {
    failWith = 400;
    render(<Probe query={{ ...query, q: 'tecno' }} />);
    await waitFor(() => expect(bodies).toHaveLength(1));
    release!();
    await waitFor(() => expect($search.get().failed).toBe(true));
    expect($search.get().inProgress).toBe(false);
    expect($toasts.get().map((t) => t.message)).toEqual(['Invalid filter']);
  });

  it('fails a search that takes over 3 s, and runs it again on retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const retries: (() => void)[] = [];
      const Retryable = ({ q }: { q: string }) => {
        retries.push(useSearch({ ...query, q }).retry);
        return null;
      };
      render(<Retryable q="hisense" />);
      await vi.waitFor(() => expect(bodies).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(3100);
      await vi.waitFor(() => expect($search.get()).toMatchObject({ failed: true, inProgress: false }));
      retries.at(-1)!();
      await vi.waitFor(() => expect(bodies).toHaveLength(2));
      expect($search.get().failed).toBe(false);
      release!();
      await vi.waitFor(() => expect($search.get()).toMatchObject({ failed: false, found: 97 }));
    } finally {
      vi.useRealTimers();
    }
  });
});
