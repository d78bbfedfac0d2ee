import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { $toasts, configureApi, setLocale } from '@shop/shared';
import { resetSearchClient } from '../../api/search';
import SearchTypeahead from '../../search-typeahead';

interface Call {
  q: string;
  authorization: string | null;
  signal: AbortSignal | null | undefined;
}
let calls: Call[] = [];
let failWith: { status: number; body: unknown } | null = null;

beforeAll(() => configureApi({ baseUrl: 'http://shop.test' }));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls = [];
  failWith = null;
  resetSearchClient();
  setLocale('fr');
  $toasts.set([]);
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.pathname === '/api/search-config') {
      return Response.json({ host: '/search', key: 'public-search-key', indexes: { fr: 'fr_products', en: 'en_products' } });
    }
    if (url.pathname === '/search/indexes/fr_products/search') {
      const body = (await request.json()) as { q: string };
      calls.push({ q: body.q, authorization: request.headers.get('Authorization'), signal: init?.signal ?? request.signal });
      if (failWith) return Response.json(failWith.body, { status: failWith.status });
      return Response.json({ hits: [{ id: 7, sku: 'S', name: `Résultat ${body.q}`, url_key: 'resultat', image: '', final_price: 1000, hide_price: false }], estimatedTotalHits: 1, query: body.q, limit: 6, offset: 0, processingTimeMs: 1 });
    }
    return new Response('not found', { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderWith(query: string) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <SearchTypeahead query={query} />
    </MemoryRouter>,
  );
}

describe('SearchTypeahead', () => {
  it('waits for a pause in typing and asks once, for the latest text', async () => {
    const view = renderWith('sa');
    view.rerender(
      <MemoryRouter initialEntries={['/']}>
        <SearchTypeahead query="sam" />
      </MemoryRouter>,
    );
    view.rerender(
      <MemoryRouter initialEntries={['/']}>
        <SearchTypeahead query="samsung" />
      </MemoryRouter>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(await screen.findByText('Résultat samsung')).toBeTruthy();
    expect(calls.map((c) => c.q)).toEqual(['samsung']);
    // Only the public search key, from /api/search-config.
    expect(calls[0]?.authorization).toBe('Bearer public-search-key');
    expect(screen.getByRole('link', { name: /Résultat samsung/ }).getAttribute('href')).toBe('/product/resultat-7');
  });

  it('aborts the request still running when the text changes', async () => {
    const view = renderWith('tecno');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    view.rerender(
      <MemoryRouter initialEntries={['/']}>
        <SearchTypeahead query="tecno spark" />
      </MemoryRouter>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    await screen.findByText('Résultat tecno spark');
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(screen.queryByText('Résultat tecno')).toBeNull();
  });

  it('shows the server message as an error toast (spec §8 provider B)', async () => {
    failWith = { status: 400, body: { message: 'Index `fr_products` not found.', code: 'index_not_found', type: 'invalid_request', link: '' } };
    renderWith('samsung');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    await vi.waitFor(() => expect($toasts.get().map((t) => [t.type, t.message, t.duration])).toEqual([['error', 'Index `fr_products` not found.', 5000]]));
  });

  it('asks nothing for fewer than 2 characters', async () => {
    renderWith('s');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('search-typeahead')).toBeNull();
  });
});
