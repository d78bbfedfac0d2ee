import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { configureApi, PageSeedProvider, setLocale } from '@shop/shared';
import Home, { head, loader } from './home';

const onSale = {
  id: 7,
  sku: 'FLASH-7',
  name: 'Ventilateur flash',
  price: 20000,
  type_id: 'simple',
  visibility: 4,
  custom_attributes: [
    { attribute_code: 'url_key', value: 'ventilateur-flash' },
    { attribute_code: 'small_image', value: '/v/e/ventilateur.svg' },
    { attribute_code: 'is_on_flash_sale', value: '1' },
    { attribute_code: 'flash_sale_start', value: '2000-01-01 00:00:00' },
    { attribute_code: 'flash_sale_end', value: '2999-01-01 00:00:00' },
  ],
};
const inGrid = { id: 8, sku: 'GRID-8', name: 'Téléviseur 43"', price: 150000, type_id: 'simple', visibility: 4, custom_attributes: [] };

let requests: string[] = [];

beforeAll(() => configureApi({ baseUrl: 'http://shop.test' }));

beforeEach(() => {
  requests = [];
  setLocale('fr');
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = new URL(input instanceof Request ? input.url : input);
    requests.push(url.pathname);
    if (url.pathname === '/api/campaigns') return Response.json({ items: [{ slug: 'black-friday', title: 'Black Friday', status: 'in_progress', ends_at: '2999-01-01' }] });
    if (url.pathname.endsWith('/categories/list')) {
      return Response.json({ items: [{ id: 12, parent_id: 2, name: 'Téléphones', position: 1, level: 2, is_active: true, custom_attributes: [] }], total_count: 1 });
    }
    if (url.pathname.endsWith('/products')) {
      const category = url.searchParams.get('searchCriteria[filter_groups][0][filters][0][value]');
      const items = category === '2412' ? [onSale] : [inGrid];
      return Response.json({ items, total_count: items.length });
    }
    return Response.json({ message: 'Request does not match any route.' }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home page, server-rendered first view', () => {
  it("hydrates its banners, tiles, flash sale and grid from the loader's data without fetching them again", async () => {
    const data = await loader({ params: {}, search: new URLSearchParams(), locale: 'fr', signal: new AbortController().signal });
    // React preloads the priority cards' pictures with their srcset: no fixed-URL preload beside it.
    expect(head(data, { locale: 'fr' }).image).toBeUndefined();
    requests = [];
    // As the page data travels: through JSON.
    const seed = JSON.parse(JSON.stringify(data)) as unknown;
    render(
      <MemoryRouter>
        <PageSeedProvider seed={{ data: seed }}>
          <Home />
        </PageSeedProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('home-hero-banner').textContent).toContain('Black Friday');
    expect(screen.getByTestId('category-tiles').textContent).toContain('Téléphones');
    expect(screen.getByTestId('flash-sale-strip').textContent).toContain('Ventilateur flash');
    expect((await screen.findByTestId('product-grid')).textContent).toContain('Téléviseur 43"');
    expect(requests).toEqual([]);
  });
});
