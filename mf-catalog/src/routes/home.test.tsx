import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PageSeedProvider } from '@shop/shared';
import { fakeBackend } from '../test-support/fake-backend';
import { magentoProduct } from '../test-support/magento-product';
import Home, { head, loader } from './home';

const onSale = magentoProduct({
  id: 7,
  name: 'Ventilateur flash',
  price: 20000,
  attributes: {
    url_key: 'ventilateur-flash',
    small_image: '/v/e/ventilateur.svg',
    is_on_flash_sale: '1',
    flash_sale_start: '2000-01-01 00:00:00',
    flash_sale_end: '2999-01-01 00:00:00',
  },
});
const inGrid = magentoProduct({ id: 8, name: 'Téléviseur 43"', price: 150000 });

const backend = fakeBackend((url) => {
  if (url.pathname === '/api/campaigns') return Response.json({ items: [{ slug: 'black-friday', title: 'Black Friday', status: 'in_progress', ends_at: '2999-01-01' }] });
  if (url.pathname.endsWith('/categories/list')) {
    return Response.json({ items: [{ id: 12, parent_id: 2, name: 'Téléphones', position: 1, level: 2, is_active: true, custom_attributes: [] }], total_count: 1 });
  }
  if (url.pathname.endsWith('/products')) {
    const category = url.searchParams.get('searchCriteria[filter_groups][0][filters][0][value]');
    const items = category === '2412' ? [onSale] : [inGrid];
    return Response.json({ items, total_count: items.length });
  }
  return undefined;
});

describe('home page, server-rendered first view', () => {
  it("hydrates its banners, tiles, flash sale and grid from the loader's data without fetching them again", async () => {
    const data = await loader({ pathname: '/', params: {}, search: new URLSearchParams(), locale: 'fr', signal: new AbortController().signal });
    // React preloads the priority cards' pictures with their srcset: no fixed-URL preload beside it.
    expect(head(data, { locale: 'fr', params: {} }).image).toBeUndefined();
    backend.requests.length = 0;
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
    expect(backend.requests.map((url) => url.pathname)).toEqual([]);
  });
});
