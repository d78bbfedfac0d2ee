import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApi, setLocale } from '@shop/shared';
import CampaignPreviewRoute from './campaign-preview';

const HOUR = 3_600_000;
const product = (n: number) => ({ id: 100 + n, sku: `SKU-${n}`, name: `Produit ${n}`, url_key: `produit-${n}`, price: 100_000, special_price: 60_000, percent_off: 40, hide_price: false, image: null, in_stock: true });

function previewAnswer(total: number, page = 1) {
  const at = Date.parse('2026-12-01T08:00:00Z');
  return {
    campaign: {
      slug: 'semaine-samsung',
      kind: 'campaign',
      title: 'Semaine Samsung',
      text: 'Les Galaxy à prix doux.',
      hero_image: '/media/campaigns/0123456789abcdef0123456789abcdef.webp',
      colors: { background: '#1428a0', text: '#ffffff', accent: '#8ab4ff' },
      starts_at: new Date(at).toISOString(),
      ends_at: new Date(at + 48 * HOUR).toISOString(),
      status: 'in_progress',
      server_time: new Date(at).toISOString(),
      one_item_per_customer: false,
      max_percent_off: null,
      crazy_hours: null,
      on_offer: true,
      parent: null,
      children: [],
    },
    products: { items: [product(page)], total_count: total, page, page_size: 1, sort: { field: 'price', direction: 'asc' }, categories: [], best_sellers: [] },
  };
}

function serve(answers: [number, unknown][]) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    urls.push(`${input instanceof Request ? input.url : String(input)} ${init?.credentials ?? ''}`);
    const [status, body] = answers[Math.min(urls.length - 1, answers.length - 1)]!;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/apercu-campagne/*', element: <CampaignPreviewRoute /> }, { path: '/en/apercu-campagne/*', element: <CampaignPreviewRoute /> }], { initialEntries: [url] });
  return render(<RouterProvider router={router} />);
}

beforeAll(() => configureApi({ baseUrl: 'http://shop.test' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('fr');
});

describe('campaign preview', () => {
  it('draws the campaign page from the console preview, as it runs, and pages through the preview too', async () => {
    const urls = serve([[200, previewAnswer(2)], [200, previewAnswer(2, 2)]]);
    renderAt('/apercu-campagne/semaine-samsung');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Semaine Samsung');
    expect(urls[0]).toBe('/operator/api/campaign-preview/semaine-samsung?locale=fr&page=1 same-origin');
    expect(screen.getByTestId('campaign-preview-banner').textContent).toContain('Aperçu');
    expect(screen.getByTestId('campaign-status').textContent).toBe('En cours');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de produits' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Produit/ })).toHaveLength(2));
    expect(urls[1]).toBe('/operator/api/campaign-preview/semaine-samsung?locale=fr&page=2 same-origin');
  });

  it('asks a visitor without the console session to sign in, in English too', async () => {
    setLocale('en');
    serve([[401, { message: 'Sign in first' }]]);
    renderAt('/en/apercu-campagne/semaine-samsung');
    expect((await screen.findByTestId('campaign-preview-unavailable')).textContent).toContain('Sign in to the operator console');
    expect(screen.getByRole('link', { name: 'Open the operator console' }).getAttribute('href')).toBe('/operator');
  });
});
