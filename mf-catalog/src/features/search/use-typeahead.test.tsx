import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { $toasts, configureApi, setLocale } from '@shop/shared';
import { resetSearchClient } from '../../api/search';
import SearchTypeahead from './components/search-typeahead';

interface Call {
  q: string;
  authorization: string | null;
  signal: AbortSignal | null | undefined;
}
let calls: Call[] = [];
let failWith: { status: number; body: unknown } | null = null;
/** The search engine accepts the request and never answers (until the request is aborted). */
let hang = false;

beforeAll(() => configureApi({ baseUrl: 'http://shop.test' }));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls = [];
  failWith = null;
  hang = false;
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
      const signal = init?.signal ?? request.signal;
      if (hang) return new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
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

  it('shows the server message as an error toast (provider B)', async () => {
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

  it('gives up after 3 s even though it passes its own abort signal, and offers Retry', async () => {
    hang = true;
    renderWith('samsung');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(calls[0]?.signal?.aborted).toBe(true);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("La recherche n'a pas abouti");
    hang = false;
    await act(async () => {
      screen.getByRole('button', { name: 'Réessayer' }).click();
      await vi.advanceTimersByTimeAsync(400);
    });
    await screen.findByText('Résultat samsung');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
