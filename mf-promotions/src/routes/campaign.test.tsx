import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApi, setLocale } from '@shop/shared';
import CampaignRoute, { loader } from './campaign';

const HOUR = 3_600_000;

function product(n: number, extra: Record<string, unknown> = {}) {
  return { id: 100 + n, sku: `SKU-${n}`, name: `Produit ${n}`, url_key: `produit-${n}`, price: 100_000, special_price: 60_000, percent_off: 40, hide_price: false, image: `/p/r/produit-${n}.svg`, in_stock: true, ...extra };
}

const listing = { sort: { field: 'best_sellers', direction: 'desc' }, categories: [], best_sellers: [] };

function campaignAnswer(status: 'programmed' | 'in_progress' | 'ended', overrides: Record<string, unknown> = {}, products: unknown = { items: [product(1)], total_count: 1, page: 1, page_size: 24, ...listing }) {
  const now = Date.now();
  const window = { programmed: [now + HOUR, now + 3 * HOUR], in_progress: [now - HOUR, now + HOUR], ended: [now - 3 * HOUR, now - HOUR] }[status];
  return {
    campaign: {
      slug: 'black-friday',
      kind: 'campaign',
      title: 'Black Friday',
      text: 'Les plus grosses remises.',
      hero_image: null,
      colors: { background: '#111111', text: '#ffffff', accent: '#ffd400' },
      starts_at: new Date(window[0]!).toISOString(),
      ends_at: new Date(window[1]!).toISOString(),
      status,
      server_time: new Date(now).toISOString(),
      one_item_per_customer: false,
      max_percent_off: null,
      crazy_hours: null,
      on_offer: status === 'in_progress',
      parent: null,
      children: [],
      ...overrides,
    },
    products: status === 'ended' ? null : products,
  };
}

/** Answers each campaign request with the next body in the list (the last one repeats). */
function serve(answers: [number, unknown][]) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    urls.push(url);
    const [status, body] = answers[Math.min(urls.length - 1, answers.length - 1)]!;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    ['/black-friday', '/en/black-friday', '/black-friday/brand-days'].map((path) => ({ path, element: <CampaignRoute /> })),
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

beforeAll(() => configureApi({ baseUrl: 'http://shop.test' }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setLocale('fr');
});

describe('campaign page', () => {
  it('shows a skeleton while the campaign loads', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderAt('/black-friday');
    expect(await screen.findByTestId('campaign-skeleton')).toBeTruthy();
  });

  it('shows a running campaign with its countdown to the end and its products', async () => {
    const urls = serve([[200, campaignAnswer('in_progress', { one_item_per_customer: true })]]);
    renderAt('/black-friday');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Black Friday');
    expect(urls[0]).toBe('http://shop.test/api/campaigns/black-friday?locale=fr&page=1');
    expect(screen.getByTestId('campaign-status').textContent).toBe('En cours');
    expect(screen.getByTestId('campaign-countdown').textContent).toContain('Se termine dans');
    expect(screen.getByRole('note').textContent).toContain('Un seul article en vente flash par client');
    expect(screen.getByRole('link', { name: /Produit 1/ }).getAttribute('href')).toBe('/product/produit-1-101');
    // The title is set by an effect after the render that showed the heading.
    await waitFor(() => expect(document.title).toContain('Black Friday'));
  });

  it('shows an ended campaign as "Promotion Ended" without products, in English', async () => {
    setLocale('en');
    const urls = serve([[200, campaignAnswer('ended', { title: 'Black Friday' })]]);
    renderAt('/en/black-friday');
    expect((await screen.findByTestId('campaign-status')).textContent).toBe('Promotion Ended');
    expect(urls[0]).toContain('locale=en');
    expect(screen.queryByTestId('campaign-products')).toBeNull();
    expect(screen.queryByTestId('campaign-countdown')).toBeNull();
    expect(screen.getByTestId('campaign-ended').textContent).toContain('This promotion has ended');
  });

  it('moves from programmed to in progress when the countdown reaches the start', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const programmed = campaignAnswer('programmed');
    const running = { ...campaignAnswer('in_progress'), campaign: { ...programmed.campaign, status: 'in_progress' } };
    const urls = serve([[200, programmed], [200, running]]);
    renderAt('/black-friday');
    expect((await screen.findByTestId('campaign-status')).textContent).toBe('Bientôt');
    expect(screen.getByTestId('campaign-countdown').textContent).toContain('Commence dans');
    // The ticking starts in an effect, which a loaded machine may run late: jump the clock only
    // once it ticks, or the offset it takes would swallow the jump.
    const first = screen.getByTestId('countdown').textContent;
    await waitFor(() => expect(screen.getByTestId('countdown').textContent).not.toBe(first), { timeout: 10_000 });
    await act(async () => {
      vi.advanceTimersByTime(HOUR + 1000);
    });
    // The page asks the server again at the start: on a loaded machine that answer can take over a second.
    expect((await screen.findByText('Se termine dans', {}, { timeout: 10_000 })).textContent).toBe('Se termine dans');
    expect(screen.getByTestId('campaign-status').textContent).toBe('En cours');
    // The page asked the server again at the start (products and prices may change then).
    expect(urls.length).toBe(2);
  });

  it('appends the next page of products on "show more", without repeating one', async () => {
    const first = { items: [product(1), product(2)], total_count: 3, page: 1, page_size: 2, ...listing };
    const second = { items: [product(2), product(3, { flash_sale: { qty_left: 4, ends_at: new Date(Date.now() + HOUR).toISOString() } })], total_count: 3, page: 2, page_size: 2, ...listing };
    const urls = serve([[200, campaignAnswer('in_progress', {}, first)], [200, campaignAnswer('in_progress', {}, second)]]);
    renderAt('/black-friday');
    fireEvent.click(await screen.findByRole('button', { name: 'Afficher plus de produits' }));
    expect(await screen.findByText('Plus que 4')).toBeTruthy();
    // A flash-sale card says its limit; the others do not.
    expect(screen.getAllByText('1 par client')).toHaveLength(1);
    expect(urls[1]).toContain('page=2');
    expect(screen.getAllByRole('link', { name: /Produit/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Afficher plus de produits' })).toBeNull();
  });

  it('shows a brand shop without countdown, with its best sellers, and filters by category through the URL', async () => {
    const brandPage = { items: [product(1), product(2)], total_count: 2, page: 1, page_size: 24, sort: { field: 'best_sellers', direction: 'desc' }, categories: [{ id: 13, name: 'Smartphones', count: 1 }, { id: 31, name: 'Télévisions', count: 1 }], best_sellers: [product(2)] };
    const urls = serve([[200, campaignAnswer('in_progress', { kind: 'brand', title: 'Boutique officielle Samsung' }, brandPage)]]);
    renderAt('/black-friday');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Boutique officielle Samsung');
    expect(screen.queryByTestId('campaign-countdown')).toBeNull();
    expect(screen.getByTestId('campaign-best-sellers').textContent).toContain('Produit 2');
    fireEvent.click(screen.getByRole('button', { name: 'Smartphones (1)' }));
    await vi.waitFor(() => expect(urls.at(-1)).toContain('category=13'));
    fireEvent.change(screen.getByTestId('campaign-sort'), { target: { value: 'price:asc' } });
    await vi.waitFor(() => expect(urls.at(-1)).toContain('sort=price&dir=asc&category=13'));
  });

  it('between two crazy hours, greys the products and counts down to the next hour', async () => {
    const next = { starts_at: new Date(Date.now() + 2 * HOUR).toISOString(), ends_at: new Date(Date.now() + 3 * HOUR).toISOString() };
    serve([[200, campaignAnswer('in_progress', { crazy_hours: { hours: [12, 19], current: null, next }, on_offer: false })]]);
    renderAt('/black-friday');
    const hours = await screen.findByTestId('crazy-hours');
    expect(hours.textContent).toContain('Prochaine Crazy Hour dans');
    expect(hours.textContent).toContain('12:00, 19:00');
    expect(screen.getByTestId('campaign-products').closest('.cp-off')).not.toBeNull();
  });

  it('answers an unknown campaign with a not-found page and a child slug with its own path', async () => {
    const urls = serve([[404, { message: "La page promotionnelle « %slug » n'existe pas.", parameters: { slug: 'black-friday/brand-days' } }]]);
    renderAt('/black-friday/brand-days');
    expect((await screen.findByTestId('campaign-not-found')).textContent).toContain('Page introuvable');
    expect(urls[0]).toContain('/api/campaigns/black-friday/brand-days?');
  });

  it('loads the campaign its path names, on the server as in the browser (no params: the slug is the path)', async () => {
    const urls = serve([[200, campaignAnswer('in_progress')]]);
    const args = { params: {}, locale: 'en' as const, signal: new AbortController().signal };
    await loader({ ...args, pathname: '/en/black-friday/brand-days/', search: new URLSearchParams('sort=price&dir=asc') });
    await loader({ ...args, pathname: '/mobile/pages/tecno-shop', search: new URLSearchParams() });
    expect(urls).toEqual(['http://shop.test/api/campaigns/black-friday/brand-days?locale=en&page=1&sort=price&dir=asc', 'http://shop.test/api/campaigns/tecno-shop?locale=en&page=1']);
  });

  it('offers a retry when the server refuses', async () => {
    serve([[400, { message: 'Requête invalide' }], [200, campaignAnswer('in_progress')]]);
    renderAt('/black-friday');
    fireEvent.click(await screen.findByRole('button', { name: /essayer|Retry/i }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Black Friday');
  });
});
