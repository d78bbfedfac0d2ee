import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApi, setLocale } from '@shop/shared';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import SeasonPage from './season';

// The campaign's texts come from its translation files, never from here: a campaign renamed in
// fr.json/en.json must pass its own tests on its first release.
const count = (text: string, n: number): string => text.replace('{{count}}', String(n));

const tv = {
  id: 7,
  sku: 'TV-43',
  name: 'Téléviseur 43 pouces',
  price: 180_000,
  custom_attributes: [
    { attribute_code: 'url_key', value: 'televiseur-43' },
    { attribute_code: 'special_price', value: '150000' },
  ],
  media_gallery_entries: [{ file: '/t/v/tv-43.jpg', types: ['small_image'] }],
};

/** Answers each catalogue request with the next answer in the list (the last one repeats). */
function serve(answers: [number, unknown][]) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string | URL) => {
    urls.push(input instanceof Request ? input.url : String(input));
    const [status, body] = answers[Math.min(urls.length - 1, answers.length - 1)]!;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    ['/seasonal-template', '/en/seasonal-template'].map((path) => ({ path, element: <SeasonPage /> })),
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

beforeAll(() => configureApi({ baseUrl: 'http://shop.test' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('fr');
});

describe('season page', () => {
  it('shows a skeleton while the products load', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderAt('/seasonal-template');
    expect(await screen.findByTestId('season-skeleton')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(fr.title);
  });

  it('lists the selection from the catalogue, each card linking its product page', async () => {
    const urls = serve([[200, { items: [tv], total_count: 1 }]]);
    renderAt('/seasonal-template');
    const link = await screen.findByRole('link', { name: /Téléviseur 43 pouces/ });
    expect(link.getAttribute('href')).toBe('/product/televiseur-43-7');
    // The section's heading, then each product card's own (shared's product card names its product in an h2).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([count(fr.count_one, 1), 'Téléviseur 43 pouces']);
    const url = new URL(urls[0]!);
    expect(url.pathname).toBe('/rest/fr/V1/products');
    // The selection's filters, and only products a shopper may see.
    expect([...url.searchParams.values()]).toEqual(expect.arrayContaining(['visibility', 'status']));
    expect(document.title).toContain(fr.title);
  });

  it('says so when the selection is empty, with a way home', async () => {
    serve([[200, { items: [], total_count: 0 }]]);
    renderAt('/seasonal-template');
    expect((await screen.findByTestId('season-empty')).textContent).toContain(fr.empty);
    expect(screen.getByRole('link', { name: fr.homeCta }).getAttribute('href')).toBe('/');
  });

  it('offers a retry after an error, in English, and shows the products once it succeeds', async () => {
    setLocale('en');
    const urls = serve([[400, { message: 'Bad request' }], [200, { items: [tv], total_count: 1 }]]);
    renderAt('/en/seasonal-template');
    expect((await screen.findByRole('alert')).textContent).toContain(en.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('link', { name: /Téléviseur 43 pouces/ })).getAttribute('href')).toBe('/en/product/televiseur-43-7');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.title);
    expect(urls.at(-1)).toContain('/rest/en/V1/products');
  });
});
